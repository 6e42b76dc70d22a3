/**
 * Ansible's configuration, as play reads it: the one {@code ansible.cfg} Ansible would read ({@link
 * dev.play.config.ConfigFinder}), parsed as Python's configparser parses it for Ansible ({@link
 * dev.play.config.IniParser}), and the {@code ANSIBLE_*} environment variables of the settings play
 * has ({@link dev.play.config.Settings}).
 *
 * <p>{@link dev.play.config.PlayConfig} holds each setting's effective value and where it came from
 * (environment, then the file, then the default: the command line, which wins over all of them, is
 * applied by {@code dev.play.cli}). Values are typed as Ansible types them: paths have {@code ~},
 * {@code $VARS} and {@code {{CWD}}} expanded and are made absolute against the directory of the
 * file they were read from, lists are split on commas, search paths on colons.
 *
 * <p>A malformed file or a bad value is a {@link dev.play.error.PlayError} of kind {@code OPTIONS}
 * (exit 5, as {@code ansible-playbook} exits for configuration errors) naming the file and line, or
 * the variable. The process environment reaches this package only through {@link
 * dev.play.config.LocalEnvironment}, so tests choose the variables, the working directory and the
 * home directory.
 */
package dev.play.config;
