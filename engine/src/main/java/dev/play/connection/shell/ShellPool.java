package dev.play.connection.shell;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

/**
 * The idle persistent shells of one connection, by identity (the connecting user, or a become user
 * and method), and how many may be open at once: each holds a channel for its whole life, so the
 * cap leaves channels for file transfers and commands with input. Once a shell failed to start,
 * none is tried again on this connection. Thread-safe.
 */
public final class ShellPool {
  private final int max;
  private final Map<String, Deque<RemoteShell>> idle = new HashMap<>();
  private int open;
  private boolean unavailable;

  public ShellPool(int max) {
    this.max = max;
  }

  /** An idle shell for {@code identity}, or null. */
  public synchronized RemoteShell take(String identity) {
    Deque<RemoteShell> shells = idle.get(identity);
    while (shells != null && !shells.isEmpty()) {
      RemoteShell s = shells.pop();
      if (s.usable()) {
        return s;
      }
      s.close();
    }
    return null;
  }

  /** Whether a new shell may be opened; counts it as open when so. */
  public synchronized boolean reserve() {
    if (unavailable || open >= max) {
      return false;
    }
    open++;
    return true;
  }

  /** A reserved shell was closed (or never opened). */
  public synchronized void released() {
    open = Math.max(0, open - 1);
  }

  /** Shells cannot start on this host: commands use channels from now on. */
  public synchronized void unavailable() {
    unavailable = true;
  }

  /** Returns a shell after its command, for the next one of the same identity. */
  public synchronized void give(String identity, RemoteShell shell) {
    if (shell.usable()) {
      idle.computeIfAbsent(identity, k -> new ArrayDeque<>()).push(shell);
    } else {
      shell.close();
    }
  }

  /** Closes every idle shell. */
  public synchronized void closeAll() {
    idle.values().forEach(d -> d.forEach(RemoteShell::close));
    idle.clear();
  }
}
