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
record UriCall(UriRequest request, List<Integer> statusCodes, boolean returnContent, String dest, FileAttrs attrs) {
  private static final Pattern FILENAME = Pattern.compile("(?i)filename\\s*=\\s*\"?([^\";]+)\"?");

  static UriCall of(Args args) throws ModuleFailure {
    args.refuse(UriModule.UNIMPLEMENTED.toArray(String[]::new));
    if (args.bool("use_gssapi", false)) {
      throw new ModuleFailure("uri: use_gssapi is not supported by play");
    }
    String method = args.string("method", "GET").toUpperCase(Locale.ROOT);
    if (!method.matches("[A-Z]+")) {
      throw new ModuleFailure("Parameter 'method' needs to be a single word in uppercase, like GET or POST.");
    }
    String format = args.choice("body_format", "raw", "form-urlencoded", "json", "raw", "form-multipart");
    if (format.equals("form-multipart")) {
      throw new ModuleFailure("uri: body_format form-multipart is not supported by play");
    }
    if (args.has("body") && args.has("src")) {
      throw new ModuleFailure("parameters are mutually exclusive: body|src");
    }
    if (args.has("src") && !args.bool("remote_src", false)) {
      throw new ModuleFailure("uri: src is supported by play only with remote_src (a file on the host)");
    }
    Map<String, String> headers = headers(args, format);
    String dest = args.string("dest", null);
    boolean force = args.bool("force", false);
    if (force) {
      headers.put("cache-control", "no-cache");
    }
    UriRequest request = new UriRequest(args.string("url"), method, UriBody.encode(args.raw("body"), format),
        args.string("src", null), headers, options(args), args.string("creates", null), args.string("removes", null),
        force ? null : dest);
    return new UriCall(request, statusCodes(args), args.bool("return_content", false), dest, FileAttrs.of(args));
  }

  private static Map<String, String> headers(Args args, String format) throws ModuleFailure {
    Map<String, String> headers = new LinkedHashMap<>();
    Object raw = args.raw("headers");
    if (raw instanceof Map<?, ?> m) {
      m.forEach((k, v) -> headers.put(String.valueOf(k), UriBody.str(v)));
    } else if (raw != null) {
      throw new ModuleFailure("uri: argument 'headers' must be a mapping");
    }
    String type = UriBody.contentType(format);
    if (type != null && headers.keySet().stream().noneMatch(k -> k.equalsIgnoreCase("content-type"))) {
      headers.put("Content-Type", type);
    }
    return headers;
  }

  private static UriOptions options(Args args) throws ModuleFailure {
    List<String> ciphers = args.list("ciphers");
    return new UriOptions(args.integer("timeout", 30), args.bool("validate_certs", true),
        args.choice("follow_redirects", "safe", "all", "no", "none", "safe", "urllib2", "yes"),
        args.string("url_username", null), args.string("url_password", null), args.bool("force_basic_auth", false),
        args.bool("use_proxy", true), args.bool("use_netrc", true), args.bool("decompress", true),
        args.string("http_agent", "ansible-httpget"), args.string("ca_path", null), args.string("client_cert", null),
        args.string("client_key", null), args.string("unix_socket", null),
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

  /** The file a response goes to inside a {@code dest} directory: Content-Disposition's name, the URL's, or index.html. */
  static String fileName(UriResponse response) {
    String disposition = response.header("content-disposition");
    Matcher m = FILENAME.matcher(disposition == null ? "" : disposition);
    if (m.find()) {
      return m.group(1).strip();
    }
    String path = response.effectiveUrl().replaceAll("^[a-zA-Z][a-zA-Z0-9+.-]*://[^/]*", "").replaceAll("[?#].*", "");
    while (path.endsWith("/")) {
      path = path.substring(0, path.length() - 1);
    }
    String name = URLDecoder.decode(path.substring(path.lastIndexOf('/') + 1).replace("+", "%2B"), StandardCharsets.UTF_8);
    return name.isEmpty() ? "index.html" : name;
  }
}
