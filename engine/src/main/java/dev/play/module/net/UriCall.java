package dev.play.module.net;

import dev.play.module.Args;
import dev.play.module.ModuleFailure;
import dev.play.module.kit.FileAttrs;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A {@code uri} task's arguments, checked and read as Ansible reads them. */
record UriCall(
    UriRequest request,
    List<Integer> statusCodes,
    boolean returnContent,
    String dest,
    FileAttrs attrs) {
  private static final Pattern FILENAME = Pattern.compile("(?i)filename\\s*=\\s*\"?([^\";]+)\"?");

  static UriCall of(Args args) throws ModuleFailure {
    args.refuse(UriModule.UNIMPLEMENTED.toArray(String[]::new));
    if (args.bool("use_gssapi")) {
      throw new ModuleFailure("uri: use_gssapi is not supported by play");
    }
    String method = args.string("method").toUpperCase(Locale.ROOT);
    if (!method.matches("[A-Z]+")) {
      throw new ModuleFailure(
          "Parameter 'method' needs to be a single word in uppercase, like GET or POST.");
    }
    UriBody.Format format = args.enumValue("body_format", UriBody.Format.class);
    if (format == UriBody.Format.FORM_MULTIPART) {
      throw new ModuleFailure("uri: body_format form-multipart is not supported by play");
    }
    if (args.has("body") && args.has("src")) {
      throw new ModuleFailure("parameters are mutually exclusive: body|src");
    }
    if (args.has("src") && !args.bool("remote_src")) {
      throw new ModuleFailure(
          "uri: src is supported by play only with remote_src (a file on the host)");
    }
    Map<String, String> headers = headers(args, format);
    String dest = args.stringOrNull("dest");
    boolean force = args.bool("force");
    if (force) {
      headers.put("cache-control", "no-cache");
    }
    UriRequest request =
        new UriRequest(
            args.string("url"),
            method,
            UriBody.encode(args.raw("body"), format),
            args.stringOrNull("src"),
            headers,
            options(args),
            args.stringOrNull("creates"),
            args.stringOrNull("removes"),
            force ? null : dest);
    return new UriCall(
        request, statusCodes(args), args.bool("return_content"), dest, FileAttrs.of(args));
  }

  private static Map<String, String> headers(Args args, UriBody.Format format)
      throws ModuleFailure {
    Map<String, String> headers = new LinkedHashMap<>();
    Object raw = args.raw("headers");
    if (raw instanceof Map<?, ?> m) {
      m.forEach((k, v) -> headers.put(String.valueOf(k), UriBody.str(v)));
    } else if (raw != null) {
      throw new ModuleFailure("uri: argument 'headers' must be a mapping");
    }
    String type = UriBody.contentType(format);
    if (type != null
        && headers.keySet().stream().noneMatch(k -> k.equalsIgnoreCase("content-type"))) {
      headers.put("Content-Type", type);
    }
    return headers;
  }

  private static UriOptions options(Args args) throws ModuleFailure {
    List<String> ciphers = args.list("ciphers");
    return new UriOptions(
        args.integer("timeout"),
        args.bool("validate_certs"),
        args.enumValue("follow_redirects", UriOptions.Redirects.class),
        args.stringOrNull("url_username"),
        args.stringOrNull("url_password"),
        args.bool("force_basic_auth"),
        args.bool("use_proxy"),
        args.bool("use_netrc"),
        args.bool("decompress"),
        args.string("http_agent"),
        args.stringOrNull("ca_path"),
        args.stringOrNull("client_cert"),
        args.stringOrNull("client_key"),
        args.stringOrNull("unix_socket"),
        ciphers.isEmpty() ? null : String.join(":", ciphers));
  }

  private static List<Integer> statusCodes(Args args) throws ModuleFailure {
    List<Integer> codes = new ArrayList<>();
    for (String code : args.has("status_code") ? args.list("status_code") : List.of("200")) {
      try {
        codes.add(Integer.parseInt(code.strip()));
      } catch (NumberFormatException e) {
        throw new ModuleFailure("uri: status_code must be a list of integers, got '" + code + "'");
      }
    }
    return codes;
  }

  /**
   * The file a response goes to inside a {@code dest} directory: Content-Disposition's name, the
   * URL's, or index.html.
   */
  static String fileName(UriResponse response) {
    String disposition = response.header("content-disposition");
    Matcher m = FILENAME.matcher(disposition == null ? "" : disposition);
    if (m.find()) {
      return m.group(1).strip();
    }
    String path =
        response
            .effectiveUrl()
            .replaceAll("^[a-zA-Z][a-zA-Z0-9+.-]*://[^/]*", "")
            .replaceAll("[?#].*", "");
    while (path.endsWith("/")) {
      path = path.substring(0, path.length() - 1);
    }
    String name =
        URLDecoder.decode(
            path.substring(path.lastIndexOf('/') + 1).replace("+", "%2B"), StandardCharsets.UTF_8);
    return name.isEmpty() ? "index.html" : name;
  }
}
