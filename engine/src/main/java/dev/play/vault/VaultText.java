package dev.play.vault;

import java.util.Locale;

/**
 * Ansible Vault's envelope: a header line {@code $ANSIBLE_VAULT;<version>;<cipher>} (version {@code
 * 1.2} adds {@code ;<vault id>}), then the cipher's text in lines of 80 characters.
 *
 * @param version {@code 1.1} or {@code 1.2}
 * @param cipher the cipher's name ({@code AES256})
 * @param vaultId the label of the secret it was written with (1.2), or null
 * @param body the cipher's text, without line breaks
 */
public record VaultText(String version, String cipher, String vaultId, String body) {
  public static final String HEADER = "$ANSIBLE_VAULT";
  private static final int LINE = 80;

  /** Whether {@code text} is vaulted: it starts with the header, as Ansible tests it. */
  public static boolean isVaulted(String text) {
    return text != null && text.startsWith(HEADER);
  }

  /** Reads an envelope; {@code where} names the file (or variable) in errors. */
  public static VaultText parse(String text, String where) {
    String[] lines = text.split("\r?\n", -1);
    String[] header = lines[0].strip().split(";", -1);
    if (header.length < 3 || !header[0].equals(HEADER)) {
      throw new VaultException(where, "vault format error: the first line is not a vault header");
    }
    String version = header[1].strip();
    if (!version.equals("1.1") && !version.equals("1.2")) {
      throw new VaultException(
          where, "vault format error: version " + version + " (play reads 1.1 and 1.2)");
    }
    StringBuilder body = new StringBuilder(text.length());
    for (int i = 1; i < lines.length; i++) {
      body.append(lines[i].strip());
    }
    String id = header.length > 3 ? header[3].strip() : null;
    return new VaultText(version, header[2].strip().toUpperCase(Locale.ROOT), id, body.toString());
  }

  /** A new envelope for {@code body}: version 1.2 when the label is not {@code default}. */
  public static VaultText of(String body, String vaultId) {
    boolean labelled =
        vaultId != null && !vaultId.isEmpty() && !vaultId.equals(VaultSecret.DEFAULT_ID);
    return new VaultText(labelled ? "1.2" : "1.1", Aes256.NAME, labelled ? vaultId : null, body);
  }

  /** The envelope as Ansible writes it: the header, lines of 80, a final newline. */
  public String format() {
    StringBuilder out =
        new StringBuilder(HEADER).append(';').append(version).append(';').append(cipher);
    if (vaultId != null) {
      out.append(';').append(vaultId);
    }
    out.append('\n');
    for (int i = 0; i < body.length(); i += LINE) {
      out.append(body, i, Math.min(body.length(), i + LINE)).append('\n');
    }
    return out.toString();
  }
}
