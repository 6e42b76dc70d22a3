package dev.play.bench.jinja;

import com.hubspot.jinjava.Jinjava;
import com.hubspot.jinjava.JinjavaConfig;
import com.hubspot.jinjava.interpret.Context;
import com.hubspot.jinjava.interpret.JinjavaInterpreter;
import com.hubspot.jinjava.interpret.TemplateError;
import com.hubspot.jinjava.loader.FileLocator;
import com.hubspot.jinjava.tree.Node;
import java.io.File;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

/**
 * HubSpot's Jinjava, set as close to Ansible as it allows: trim_blocks on, lstrip_blocks off, an
 * unknown name an error (Ansible's StrictUndefined), includes from the corpus's templates/. Each
 * template text is parsed once and its tree kept, as play keeps its compiled templates.
 */
final class JinjavaEngine implements Engine {
  private final JinjavaConfig config;
  private final Jinjava jinjava;
  private final Map<String, Node> trees = new ConcurrentHashMap<>();

  JinjavaEngine(File templates) throws Exception {
    config = JinjavaConfig.newBuilder()
        .withTrimBlocks(true)
        .withLstripBlocks(false)
        .withFailOnUnknownTokens(true)
        .build();
    jinjava = new Jinjava(config);
    jinjava.setResourceLocator(new FileLocator(templates));
  }

  @Override
  public String name() {
    return "jinjava";
  }

  @Override
  public String file(String template, Map<String, Object> vars) {
    JinjavaInterpreter interpreter = new JinjavaInterpreter(jinjava, new Context(jinjava.getGlobalContext(), vars), config);
    JinjavaInterpreter.pushCurrent(interpreter);
    try {
      Node tree = trees.get(template);
      if (tree == null) {
        tree = interpreter.parse(template);
        fail(interpreter);
        trees.put(template, tree);
      }
      String out = interpreter.render(tree);
      fail(interpreter);
      return out;
    } finally {
      JinjavaInterpreter.popCurrent();
    }
  }

  private static void fail(JinjavaInterpreter interpreter) {
    String fatal = interpreter.getErrors().stream()
        .filter(e -> e.getSeverity() == TemplateError.ErrorType.FATAL)
        .map(TemplateError::getMessage)
        .collect(Collectors.joining("; "));
    if (!fatal.isEmpty()) {
      throw new IllegalStateException(fatal);
    }
  }

  @Override
  public Object value(String template, Map<String, Object> vars) {
    return file(template, vars);
  }
}
