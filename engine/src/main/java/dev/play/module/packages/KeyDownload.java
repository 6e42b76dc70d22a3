package dev.play.module.packages;

import static dev.play.value.Shell.quote;

import dev.play.module.Change;
import dev.play.module.kit.ShellChange;

/**
 * Downloads a repository key on the host (curl or wget) into a keyring file, atomically: a
 * temporary file beside it, checked, then renamed. {@code armored}: the file must hold an
 * ASCII-armored key ({@code .asc}); otherwise an armored download is dearmored without gpg.
 */
final class KeyDownload {
  private KeyDownload() {}

  static Change of(String url, String path, boolean armored) {
    String p = quote(path);
    String t = quote(path + ".play-tmp");
    String fetch =
        "if command -v curl >/dev/null 2>&1; then curl -fsSL -o "
            + t
            + " "
            + quote(url)
            + "; elif command -v wget >/dev/null 2>&1; then wget -q -O "
            + t
            + " "
            + quote(url)
            + "; else echo 'neither curl nor wget is installed' >&2; exit 1; fi";
    String check =
        armored
            ? "grep -q 'BEGIN PGP PUBLIC KEY BLOCK' "
                + t
                + " || { echo 'the key at "
                + url
                + " is not ASCII-armored;"
                + " name a .gpg file for a binary key' >&2; exit 1; }"
            : "if grep -q 'BEGIN PGP PUBLIC KEY BLOCK' "
                + t
                + "; then sed -e '1,/^[[:space:]]*$/d' -e '/^=/,$d' "
                + t
                + " | base64 -d > "
                + t
                + ".bin && mv "
                + t
                + ".bin "
                + t
                + "; fi";
    String script =
        String.join(
            "\n",
            "set -e",
            "trap 'rm -f " + t + " " + t + ".bin' EXIT",
            "mkdir -p -m 0755 " + quote(dev.play.module.kit.ContentFile.parentOf(path)),
            fetch,
            check,
            "chmod 0644 " + t,
            "mv " + t + " " + p);
    return new ShellChange(
        "download the key " + url + " to " + path, script, "downloading " + url + " failed");
  }
}
