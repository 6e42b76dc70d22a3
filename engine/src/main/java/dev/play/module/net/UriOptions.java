package dev.play.module.net;

import static dev.play.value.Shell.quote;

import java.util.ArrayList;
import java.util.List;

/**
 * How {@code uri} talks to the server: the URL arguments Ansible shares with get_url, as curl
 * options. Credentials stay here for the config on standard input ({@link UriRequest#config}).
 *
 * @param followRedirects Ansible's choice: {@code safe} (GET and HEAD only), {@code all}/{@code
 *     yes}/{@code urllib2} (always), {@code none}/{@code no} (never)
 * @param ciphers joined for curl's {@code --ciphers}, or null
 */
record UriOptions(
    int timeout,
    boolean validateCerts,
    Redirects followRedirects,
    String username,
    String password,
    boolean forceBasicAuth,
    boolean useProxy,
    boolean useNetrc,
    boolean decompress,
    String httpAgent,
    String caPath,
    String clientCert,
    String clientKey,
    String unixSocket,
    String ciphers) {
  /** {@code follow_redirects}: which requests follow a redirect. */
  enum Redirects {
    ALL,
    NO,
    NONE,
    SAFE,
    URLLIB2,
    YES
  }

  /** curl's options for a {@code method} request ({@code hasBody}: data goes with it). */
  List<String> curlArguments(String method, boolean hasBody) {
    List<String> a = new ArrayList<>(List.of("--max-time", String.valueOf(timeout)));
    a.addAll(method(method, hasBody));
    if (follows(method)) {
      a.add("-L");
    }
    if (!validateCerts) {
      a.add("-k");
    }
    if (decompress && !method.equals("HEAD")) {
      a.add("--compressed");
    }
    if (username != null) {
      a.add(forceBasicAuth ? "--basic" : "--anyauth");
    }
    if (useNetrc) {
      a.add("--netrc-optional");
    }
    if (!useProxy) {
      a.add("--noproxy '*'");
    }
    option(a, "--cacert", caPath);
    option(a, "--cert", clientCert);
    option(a, "--key", clientKey);
    option(a, "--unix-socket", unixSocket);
    option(a, "--ciphers", ciphers);
    return a;
  }

  /** HEAD as curl's {@code --head}; GET without data and POST with data are curl's own defaults. */
  private static List<String> method(String method, boolean hasBody) {
    if (method.equals("HEAD")) {
      return List.of("--head");
    }
    if ((method.equals("GET") && !hasBody) || (method.equals("POST") && hasBody)) {
      return List.of();
    }
    return List.of("-X", method);
  }

  private boolean follows(String method) {
    return switch (followRedirects) {
      case NONE, NO -> false;
      case SAFE -> method.equals("GET") || method.equals("HEAD");
      case ALL, YES, URLLIB2 -> true;
    };
  }

  private static void option(List<String> a, String name, String value) {
    if (value != null) {
      a.add(name);
      a.add(quote(value));
    }
  }
}
