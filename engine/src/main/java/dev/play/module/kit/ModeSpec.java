package dev.play.module.kit;

import java.util.List;

/** A requested {@code mode}: octal bits, symbolic clauses, or {@code preserve}. */
public sealed interface ModeSpec permits ModeSpec.Octal, ModeSpec.Symbolic, ModeSpec.Preserve {

  /**
   * The mode a file gets from this spec given its current mode; Preserve returns {@code current}.
   */
  int apply(int current, boolean directory);

  /** Formats permission bits as Ansible does: {@code 0644}. */
  static String format(int mode) {
    String octal = Integer.toOctalString(mode); // not String.format: this runs for every file task
    return octal.length() >= 4 ? octal : "0".repeat(4 - octal.length()) + octal;
  }

  record Octal(int bits) implements ModeSpec {
    @Override
    public int apply(int current, boolean directory) {
      return bits;
    }

    @Override
    public String toString() {
      return format(bits);
    }
  }

  /** Clauses like {@code u=rwX,g-w,o+t}; see {@link Modes}. */
  record Symbolic(String text, List<Clause> clauses) implements ModeSpec {
    public Symbolic {
      clauses = List.copyOf(clauses);
    }

    @Override
    public int apply(int current, boolean directory) {
      int mode = current;
      for (Clause c : clauses) {
        mode = c.apply(mode, directory);
      }
      return mode;
    }

    @Override
    public String toString() {
      return text;
    }
  }

  /** copy's {@code preserve}: the source's mode; resolved by the module before planning. */
  record Preserve() implements ModeSpec {
    @Override
    public int apply(int current, boolean directory) {
      return current;
    }

    @Override
    public String toString() {
      return "preserve";
    }
  }

  /** One {@code who op perms} clause. */
  record Clause(String who, char op, String perms) {
    private static final int[] READ = {0400, 040, 04};
    private static final int[] WRITE = {0200, 020, 02};
    private static final int[] EXEC = {0100, 010, 01};
    private static final int[] SPECIAL = {04000, 02000, 0};
    private static final int[] STICKY = {0, 0, 01000};
    private static final int[] ALL = {04700, 02070, 01007};

    int apply(int mode, boolean directory) {
      int bits = 0;
      int mask = 0;
      for (int i = 0; i < 3; i++) {
        if (who.indexOf("ugo".charAt(i)) >= 0) {
          bits |= bitsFor(i, mode, directory);
          mask |= ALL[i];
        }
      }
      return switch (op) {
        case '+' -> mode | bits;
        case '-' -> mode & ~bits;
        default -> (mode & ~mask) | bits;
      };
    }

    private int bitsFor(int who, int mode, boolean directory) {
      int bits = 0;
      for (int i = 0; i < perms.length(); i++) {
        char p = perms.charAt(i);
        bits |=
            switch (p) {
              case 'r' -> READ[who];
              case 'w' -> WRITE[who];
              case 'x' -> EXEC[who];
              case 'X' -> directory || (mode & 0111) != 0 ? EXEC[who] : 0;
              case 's' -> SPECIAL[who];
              case 't' -> STICKY[who];
              case 'u' -> copy(mode, 0, who);
              case 'g' -> copy(mode, 1, who);
              case 'o' -> copy(mode, 2, who);
              default -> 0;
            };
      }
      return bits;
    }

    /** The rwx bits of class {@code from} moved to class {@code to}. */
    private static int copy(int mode, int from, int to) {
      int rwx = (mode >> (3 * (2 - from))) & 07;
      return rwx << (3 * (2 - to));
    }
  }
}
