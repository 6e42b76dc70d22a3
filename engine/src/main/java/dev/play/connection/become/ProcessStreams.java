package dev.play.connection.become;

import java.io.InputStream;
import java.io.OutputStream;

/**
 * The three streams of a started command (a local process or an SSH channel) and how to kill it.
 */
public record ProcessStreams(
    InputStream stdout, InputStream stderr, OutputStream stdin, Runnable kill) {}
