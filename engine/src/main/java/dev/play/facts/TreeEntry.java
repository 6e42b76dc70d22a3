package dev.play.facts;

/** One entry found under a directory by a recursive scan (symbolic links excluded). */
public record TreeEntry(String path, boolean directory, int mode, int uid, int gid) {}
