package dev.play.vault;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * Where vault secrets come from, as Ansible reads them: {@code --vault-id [label@]source} (a file,
 * an executable that prints the password, or {@code prompt}), {@code --vault-password-file FILE}
 * and {@code ANSIBLE_VAULT_PASSWORD_FILE} (label {@code default}), {@code --ask-vault-pass}. An
 * executable whose name ends in {@code -client} (before any extension) is asked for one label:
 * {@code FILE --vault-id LABEL}. A file's text is stripped of surrounding white space; a script's
 * output of surrounding line breaks. No password is ever put in a message.
 */
public final class VaultSecretSources {
  private static final String PROMPT = "prompt";
  private static final long SCRIPT_SECONDS = 60;
  private final Function<String, String> prompter;

  /** {@code prompter} asks the terminal for a secret, without echo, given the prompt's text. */
  public VaultSecretSources(Function<String, String> prompter) {
    this.prompter = prompter;
  }

  /** The secrets, in the order given: vault ids, then password files, then a prompt when asked. */
  public Vault load(List<String> vaultIds, List<String> passwordFiles, boolean ask) {
    List<VaultSecret> secrets = new ArrayList<>();
    for (String id : vaultIds) {
      secrets.add(fromVaultId(id));
    }
    for (String file : passwordFiles) {
      secrets.add(secret(VaultSecret.DEFAULT_ID, file));
    }
    if (ask) {
      secrets.add(secret(VaultSecret.DEFAULT_ID, PROMPT));
    }
    return new Vault(secrets);
  }

  /**
   * The secret a {@code --vault-id} names: {@code LABEL@SOURCE}, or {@code SOURCE} (label {@code
   * default}).
   */
  public VaultSecret fromVaultId(String vaultId) {
    int at = vaultId.indexOf('@');
    return at < 0
        ? secret(VaultSecret.DEFAULT_ID, vaultId)
        : secret(vaultId.substring(0, at), vaultId.substring(at + 1));
  }

  /** The secret labelled {@code label} from {@code source}. */
  public VaultSecret secret(String label, String source) {
    if (source.equals(PROMPT)) {
      String prompt =
          label.equals(VaultSecret.DEFAULT_ID)
              ? "Vault password: "
              : "Vault password (" + label + "): ";
      return checked(label, prompter.apply(prompt).getBytes(StandardCharsets.UTF_8), "the prompt");
    }
    Path file = Path.of(source);
    if (!Files.exists(file)) {
      throw new VaultException(source, "the vault password file was not found");
    }
    if (Files.isExecutable(file) && !Files.isDirectory(file)) {
      return checked(label, strip(run(file, label), "\r\n"), source);
    }
    return checked(label, strip(read(file), " \t\r\n\f\u000b"), source);
  }

  private static VaultSecret checked(String label, byte[] password, String where) {
    if (password.length == 0) {
      throw new VaultException(where, "an empty vault password was given");
    }
    return new VaultSecret(label, password);
  }

  private static byte[] read(Path file) {
    try {
      return Files.readAllBytes(file);
    } catch (IOException e) {
      throw new VaultException(
          file.toString(), "cannot read the vault password file: " + e.getMessage());
    }
  }

  /**
   * Whether {@code file} is a client script: its name, before any extension, ends in {@code
   * -client}.
   */
  static boolean isClient(Path file) {
    String name = file.getFileName().toString();
    int dot = name.lastIndexOf('.');
    return (dot > 0 ? name.substring(0, dot) : name).endsWith("-client");
  }

  private static byte[] run(Path file, String label) {
    List<String> command = new ArrayList<>(List.of(file.toAbsolutePath().toString()));
    if (isClient(file)) {
      command.addAll(List.of("--vault-id", label));
    }
    try {
      Process p =
          new ProcessBuilder(command)
              .redirectInput(ProcessBuilder.Redirect.INHERIT)
              .redirectError(ProcessBuilder.Redirect.INHERIT)
              .start();
      byte[] out = p.getInputStream().readAllBytes();
      if (!p.waitFor(SCRIPT_SECONDS, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new VaultException(
            file.toString(),
            "the vault password script did not end within " + SCRIPT_SECONDS + " s");
      }
      if (p.exitValue() != 0) {
        throw new VaultException(
            file.toString(), "the vault password script exited with " + p.exitValue());
      }
      return out;
    } catch (IOException e) {
      throw new VaultException(
          file.toString(), "cannot run the vault password script: " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new VaultException(file.toString(), "interrupted while the vault password script ran");
    }
  }

  private static byte[] strip(byte[] bytes, String chars) {
    int from = 0;
    int to = bytes.length;
    while (from < to && chars.indexOf(bytes[from]) >= 0) {
      from++;
    }
    while (to > from && chars.indexOf(bytes[to - 1]) >= 0) {
      to--;
    }
    return java.util.Arrays.copyOfRange(bytes, from, to);
  }
}
