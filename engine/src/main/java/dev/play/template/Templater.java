package dev.play.template;

import com.github.mustachejava.Mustache;
import com.github.mustachejava.MustacheException;
import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.expr.ExpressionException;
import dev.play.expr.PythonLiteral;
import dev.play.jinja.Jinja;
import dev.play.jinja.JinjaTemplate;
import dev.play.jinja.TemplateLoader;
import dev.play.value.UnsafeText;
import dev.play.vars.Scope;
import dev.play.vars.UndefinedVariableException;
import dev.play.vault.VaultedScalar;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Renders values and template files: Mustache whose tags are expressions of the condition language
 * ({@code {{ a.b }}}, {@code {{ x | default('y') }}}, {@code {{#list}}..{{/list}}}), strict about
 * undefined names, with no HTML escaping; see {@code package-info}. Thread-safe; compiled templates
 * and parsed expressions are cached by their text.
 */
public final class Templater {
  private static final int CACHE_LIMIT = 10_000;

  /** Template files named so are Mustache; any other is Jinja2. */
  public static final String MUSTACHE = ".mustache";

  private final Map<String, Mustache> templates = new ConcurrentHashMap<>();
  private final Map<String, JinjaTemplate> jinja = new ConcurrentHashMap<>();
  private final String managed;
  private final dev.play.expr.FilterPlugins plugins;

  /** With Ansible's default {@code ansible_managed} text. */
  public Templater() {
    this(TemplateVars.MANAGED);
  }

  /**
   * {@code managed}: ansible.cfg's {@code ansible_managed}, which {@link #fileVars} formats; null
   * for Ansible's default.
   */
  public Templater(String managed) {
    this(managed, dev.play.expr.FilterPlugins.NONE);
  }

  /**
   * {@code plugins}: the run's filter plugins ({@code filter_plugins/} of its playbooks and roles).
   */
  public Templater(String managed, dev.play.expr.FilterPlugins plugins) {
    this.managed = managed == null ? TemplateVars.MANAGED : managed;
    this.plugins = plugins;
  }

  /**
   * The variables a template file is rendered with besides the task's: {@code template_path},
   * {@code ansible_managed} ... ({@link TemplateVars}).
   *
   * @param path the template as the task names it
   * @param file the file found for it
   * @param dest where the rendered text goes (the template module's {@code dest}), or null
   */
  public Map<String, Object> fileVars(String path, java.nio.file.Path file, String dest) {
    return TemplateVars.of(path, file, dest, managed);
  }

  /** {@link #render(Object, Scope, Source)} with no known source position. */
  public Object render(Object value, Scope scope) {
    return render(value, scope, Source.UNKNOWN);
  }

  /**
   * Renders a task value: strings are rendered; lists and maps are rendered into new (unmodifiable)
   * containers, keys too when they hold a tag; an inline {@code !vault} value is decrypted; other
   * values are returned as they are. A string that is exactly one {@code {{ expr }}} gives the
   * expression's own value (list, map, number, boolean, None), as Ansible does; output that reads
   * as a Python literal list, dict or boolean ({@code "[{{ a }}, {{ b }}]"}) becomes that value, as
   * Ansible's literal_eval makes it.
   *
   * @param where where the value was written (the task), named by parse errors
   * @throws PlayError (PARSE) for a bad template or expression, or a Jinja2 block
   * @throws UndefinedVariableException for an undefined name
   * @throws ExpressionException for a failed expression (type error ...)
   * @throws VariableCycleException when variables refer to each other in a loop
   * @throws dev.play.vault.VaultException for a vaulted value no secret of the run opens
   */
  public Object render(Object value, Scope scope, Source where) {
    if (value instanceof String s) {
      return renderString(s, scope, where);
    } else if (value instanceof Map<?, ?> map) {
      return renderMap(map, scope, where);
    } else if (value instanceof VaultedScalar vaulted) {
      return vaulted.plain();
    } else if (value instanceof UnsafeText unsafe) {
      return unsafe.text();
    } else if (value instanceof List<?> list) {
      List<Object> out = new ArrayList<>(list.size());
      for (Object item : list) {
        out.add(render(item, scope, where));
      }
      return Collections.unmodifiableList(out);
    }
    return value;
  }

  private Object renderMap(Map<?, ?> map, Scope scope, Source where) {
    Map<Object, Object> out = new LinkedHashMap<>();
    for (Map.Entry<?, ?> e : map.entrySet()) {
      Object key =
          e.getKey() instanceof String k && TemplateText.hasTags(k)
              ? renderKey(k, scope, where)
              : e.getKey();
      out.put(key, render(e.getValue(), scope, where));
    }
    return Collections.unmodifiableMap(out);
  }

  private Object renderString(String text, Scope scope, Source where) {
    if (!TemplateText.hasTags(text)) {
      return text;
    }
    JinjaTemplate t = jinja(text, where);
    Object value =
        t.isSingleExpression() ? t.singleValue(scope) : t.render(scope, TemplateLoader.NONE);
    return value instanceof String out ? PythonLiteral.of(out).orElse(out) : value;
  }

  private String renderKey(String text, Scope scope, Source where) {
    return jinja(text, where).render(scope, TemplateLoader.NONE);
  }

  private JinjaTemplate jinja(String text, Source where) {
    JinjaTemplate cached = jinja.get(text);
    return cached != null ? cached : remember(jinja, text, Jinja.parse(text, null, where, plugins));
  }

  /** {@link #renderText(String, Scope, String, TemplateLoader)} with no templates to include. */
  public String renderText(String template, Scope scope, String origin) {
    return renderText(template, scope, origin, TemplateLoader.NONE);
  }

  /**
   * Renders a template file's text: Jinja2 as Ansible renders it, or Mustache when {@code origin}
   * (its file name) ends in {@code .mustache}. {@code origin} and the line are named by errors:
   * parse errors as their {@link Source}, undefined names and expression errors as a suffix {@code
   * " (at origin:line)"}.
   *
   * @param includes finds the templates a Jinja2 template includes or imports
   */
  public String renderText(String template, Scope scope, String origin, TemplateLoader includes) {
    return renderText(template, scope, origin, includes, null);
  }

  /**
   * As {@link #renderText(String, Scope, String, TemplateLoader)}, its filter plugins found from
   * {@code task} (where the task that renders it is written: its role's and playbook's {@code
   * filter_plugins/}), or from {@code origin} when null.
   */
  public String renderText(
      String template, Scope scope, String origin, TemplateLoader includes, Source task) {
    if (!origin.endsWith(MUSTACHE)) {
      String key = origin + '\0' + template;
      JinjaTemplate cached = jinja.get(key);
      dev.play.expr.FilterPlugins near =
          task == null ? plugins : (name, where) -> plugins.find(name, task);
      JinjaTemplate t =
          cached != null ? cached : remember(jinja, key, Jinja.parse(template, origin, null, near));
      return t.render(scope, includes);
    }
    Locator locator = (line, column) -> new Source(origin, line, column);
    TemplateText.rejectJinjaBlocks(template, locator);
    return execute(template(template, locator), template, scope, origin);
  }

  private Mustache template(String text, Locator locator) {
    Mustache cached = templates.get(text);
    if (cached != null) {
      return cached;
    }
    Mustache compiled;
    try {
      compiled = RawMustacheFactory.compile(text, locator);
    } catch (MustacheException e) {
      throw TemplateErrors.syntax(e, text, locator);
    }
    return remember(templates, text, compiled);
  }

  private static <T> T remember(Map<String, T> cache, String key, T value) {
    if (cache.size() >= CACHE_LIMIT) {
      cache.clear();
    }
    cache.putIfAbsent(key, value);
    return value;
  }

  private static String execute(Mustache mustache, String text, Scope scope, String origin) {
    StringWriter out = new StringWriter(text.length() + 16);
    try {
      List<Object> stack = new ArrayList<>();
      stack.add(scope);
      mustache.execute(out, stack);
    } catch (MustacheException e) {
      throw TemplateErrors.runtime(e, origin);
    }
    return out.toString();
  }
}
