package dev.play.bridge;

import java.util.Objects;

/**
 * A module packed by the controller's ansible-core ({@link ModulePacker}).
 *
 * @param style Ansible's module style: {@code new} (Python, AnsiballZ), {@code old}, {@code
 *     non_native_want_json} or {@code binary}
 * @param fqn the Python name a new-style module runs as ({@code ansible.modules.cron}); null for
 *     others
 * @param code the AnsiballZ zip of a new-style module (the module and the module_utils it imports),
 *     or the file of another
 * @param shebang the interpreter line of a non-binary module that is not new-style, or null
 * @param bytecode the cache tag and magic number of the Python that compiled the bytecode in a
 *     new-style module's zip ({@code cpython-311:a70d0d0a}), or null when it holds none
 * @param key the name the code is kept under on a host: its style and digest, so changed code is
 *     never taken for the old
 */
record Packed(String style, String fqn, byte[] code, String shebang, String bytecode, String key) {
  public static final String NEW = "new";
  public static final String BINARY = "binary";

  public Packed {
    Objects.requireNonNull(style, "style");
    code = code.clone();
  }

  /** The code packed, named by its digest. */
  public static Packed of(String style, String fqn, byte[] code, String shebang, String bytecode) {
    return new Packed(
        style,
        fqn,
        code,
        shebang,
        bytecode,
        style.replace('_', '-') + "-" + FileDigests.sha256(code).substring(0, 24));
  }

  @Override
  public byte[] code() {
    return code.clone();
  }

  /**
   * The interpreter named by {@link #shebang} ({@code /bin/sh} of {@code #!/bin/sh -e}), or null.
   */
  public String interpreter() {
    if (shebang == null || !shebang.startsWith("#!")) {
      return null;
    }
    String line = shebang.substring(2).strip();
    int space = line.indexOf(' ');
    return space < 0 ? line : line.substring(0, space);
  }
}
