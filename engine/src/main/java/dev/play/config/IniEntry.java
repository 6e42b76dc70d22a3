package dev.play.config;

/**
 * One {@code key = value} of an ini file.
 *
 * @param section the section it is in ({@code DEFAULT} for the defaults of every section)
 * @param key the key, lower case (configparser folds keys)
 * @param value the value, continuation lines joined with newlines, inline comments removed
 * @param line the 1-based line of the key
 * @param column the 1-based column where the value starts
 */
public record IniEntry(String section, String key, String value, int line, int column) {}
