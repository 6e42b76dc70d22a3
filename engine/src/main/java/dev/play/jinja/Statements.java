package dev.play.jinja;

import dev.play.expr.ExprReader;
import dev.play.expr.Expression;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Reads one {@code {% statement %}} (and its block, up to its end tag) into a {@link Stmt}. */
final class Statements {
  private final TemplateParser parser;
  private final Piece piece;
  private final ExprReader r;
  private final int line;

  Statements(TemplateParser parser, Piece piece, ExprReader reader, int line) {
    this.parser = parser;
    this.piece = piece;
    this.r = reader;
    this.line = line;
  }

  /** The statement's keyword: the first word of its text. */
  static String word(String body) {
    String t = body.strip();
    int end = 0;
    while (end < t.length() && (Character.isLetterOrDigit(t.charAt(end)) || t.charAt(end) == '_')) {
      end++;
    }
    return t.substring(0, end);
  }

  /** Whether {@code word} ends or divides a block ({@code endif}, {@code else}, {@code elif}). */
  static boolean isEnd(String word) {
    return word.startsWith("end") || word.equals("else") || word.equals("elif");
  }

  Stmt parse(String word) {
    r.name("a statement");
    return switch (word) {
      case "if" -> ifStmt();
      case "for" -> forStmt();
      case "set" -> setStmt();
      case "macro" -> macroStmt();
      case "call" -> callStmt();
      case "filter" -> filterStmt();
      case "with" -> withStmt();
      case "include" -> includeStmt();
      case "import" -> importStmt();
      case "from" -> fromStmt();
      case "extends" -> extendsStmt();
      case "block" -> blockStmt();
      default -> throw parser.error(piece, "unknown statement '" + word + "'");
    };
  }

  private Stmt ifStmt() {
    List<IfStmt.Branch> branches = new ArrayList<>();
    Expression condition = whole(r);
    Body otherwise = null;
    while (true) {
      Body body = parser.body(piece, Set.of("elif", "else", "endif"));
      branches.add(new IfStmt.Branch(condition, body));
      String end = parser.end(piece, Set.of("elif", "else", "endif"));
      if (end.equals("elif")) {
        ExprReader er = parser.lastReader();
        er.name("elif");
        condition = whole(er);
      } else {
        if (end.equals("else")) {
          otherwise = parser.body(piece, Set.of("endif"));
          parser.end(piece, Set.of("endif"));
        }
        return new IfStmt(branches, otherwise, line);
      }
    }
  }

  private Stmt forStmt() {
    List<String> targets = names();
    r.expectKeyword("in");
    Expression iterable = r.tuple(false);
    Expression filter = r.keyword("if") ? r.expressionNoCondition() : null;
    if (r.peekKeyword("recursive")) {
      throw r.error("recursive loops are not supported");
    }
    r.expectEnd();
    Body body = parser.body(piece, Set.of("else", "endfor"));
    Body otherwise = null;
    if (parser.end(piece, Set.of("else", "endfor")).equals("else")) {
      otherwise = parser.body(piece, Set.of("endfor"));
      parser.end(piece, Set.of("endfor"));
    }
    return new ForStmt(targets, iterable, filter, body, otherwise, line);
  }

  private Stmt setStmt() {
    List<String> targets = assignable();
    if (r.op("=")) {
      Expression value = r.tuple(true);
      r.expectEnd();
      return new SetStmt(targets, value, line);
    }
    if (targets.size() != 1) {
      throw r.error("a block set takes one name");
    }
    Expression filtered = r.op("|") ? filters() : null;
    Body body = parser.body(piece, Set.of("endset"));
    parser.end(piece, Set.of("endset"));
    return new SetBlockStmt(targets.get(0), filtered, body, line);
  }

  private Stmt macroStmt() {
    String name = r.name("the macro's name");
    List<Param> params = params();
    r.expectEnd();
    Body body = parser.body(piece, Set.of("endmacro"));
    parser.end(piece, Set.of("endmacro"));
    return new MacroStmt(name, params, body, line);
  }

  private Stmt callStmt() {
    List<Param> callerParams = r.peekOp("(") ? params() : List.of();
    String call = r.rest().strip();
    int close = call.lastIndexOf(')');
    int open = call.indexOf('(');
    if (open < 0 || close != call.length() - 1) {
      throw r.error("expected a macro call, as in {% call name(args) %}");
    }
    boolean hasArgs = !call.substring(open + 1, close).isBlank();
    String withCaller =
        call.substring(0, close) + (hasArgs ? ", " : "") + "caller=" + CallBlockStmt.CALLER + ")";
    Expression expression = parser.synthetic(piece, withCaller);
    Body body = parser.body(piece, Set.of("endcall"));
    parser.end(piece, Set.of("endcall"));
    return new CallBlockStmt(expression, callerParams, body, line);
  }

  private Stmt filterStmt() {
    Expression filtered = filters();
    Body body = parser.body(piece, Set.of("endfilter"));
    parser.end(piece, Set.of("endfilter"));
    return new FilterBlockStmt(filtered, body, line);
  }

  private Expression filters() {
    String rest = r.rest().strip();
    if (rest.isEmpty()) {
      throw r.error("expected a filter name");
    }
    return parser.synthetic(piece, FilterBlockStmt.BLOCK + " | " + rest);
  }

  private Stmt withStmt() {
    List<SetStmt> assignments = new ArrayList<>();
    while (!r.atEnd()) {
      List<String> targets = List.of(r.name("a name"));
      r.expectOp("=");
      assignments.add(new SetStmt(targets, r.expression(), line));
      if (!r.op(",")) {
        break;
      }
    }
    r.expectEnd();
    Body body = parser.body(piece, Set.of("endwith"));
    parser.end(piece, Set.of("endwith"));
    return new WithStmt(assignments, body, line);
  }

  private Stmt includeStmt() {
    Expression name = r.expressionNoCondition();
    boolean ignoreMissing = false;
    if (r.keyword("ignore")) {
      r.expectKeyword("missing");
      ignoreMissing = true;
    }
    context();
    r.expectEnd();
    return new IncludeStmt(name, ignoreMissing, line);
  }

  private Stmt importStmt() {
    Expression template = r.expressionNoCondition();
    r.expectKeyword("as");
    String alias = r.name("a name after 'as'");
    context();
    r.expectEnd();
    return new ImportStmt(template, alias, null, line);
  }

  private Stmt fromStmt() {
    Expression template = r.expressionNoCondition();
    r.expectKeyword("import");
    Map<String, String> names = new java.util.LinkedHashMap<>();
    do {
      if (r.peekKeyword("with") || r.peekKeyword("without")) {
        break;
      }
      String name = r.name("a name to import");
      names.put(name, r.keyword("as") ? r.name("a name after 'as'") : name);
    } while (r.op(","));
    context();
    r.expectEnd();
    return new ImportStmt(template, null, names, line);
  }

  private Stmt extendsStmt() {
    if (!parser.toplevel()) {
      throw parser.error(
          piece, "'extends' is allowed only at the template's top level (or inside 'if')");
    }
    return new ExtendsStmt(whole(r), line);
  }

  private Stmt blockStmt() {
    String name = r.name("the block's name");
    if (r.peekOp("-")) {
      throw r.error("a block's name cannot contain '-' (use '_')");
    }
    boolean toplevel = parser.toplevel();
    parser.declareBlock(piece, name);
    boolean scoped = r.keyword("scoped");
    boolean required = r.keyword("required");
    r.expectEnd();
    Body body = parser.body(piece, Set.of("endblock"));
    parser.end(piece, Set.of("endblock"));
    ExprReader end = parser.lastReader();
    end.name("endblock");
    if (!end.atEnd() && !end.keyword(name)) {
      throw end.error("'endblock' names another block: this one is '" + name + "'");
    }
    end.expectEnd();
    if (required
        && !body.stmts().stream().allMatch(s -> s instanceof Stmt.Text t && t.text().isBlank())) {
      throw parser.error(piece, "a required block can hold only comments and whitespace");
    }
    BlockStmt block = new BlockStmt(name, scoped, required, toplevel, body, line);
    parser.define(block);
    return block;
  }

  /**
   * {@code with context} / {@code without context}: accepted; included templates always see the
   * current names.
   */
  private void context() {
    if (r.keyword("with") || r.keyword("without")) {
      r.expectKeyword("context");
    }
  }

  private Expression whole(ExprReader reader) {
    Expression e = reader.expression();
    reader.expectEnd();
    return e;
  }

  /** {@code a} or {@code a, b} (for loop targets). */
  private List<String> names() {
    List<String> out = new ArrayList<>();
    boolean paren = r.op("(");
    do {
      out.add(r.name("a loop variable name"));
    } while (r.op(","));
    if (paren) {
      r.expectOp(")");
    }
    return out;
  }

  /** Names a set may assign: {@code a}, {@code a, b}, {@code ns.attr}. */
  private List<String> assignable() {
    List<String> out = new ArrayList<>();
    do {
      String name = r.name("a name to set");
      out.add(r.op(".") ? name + "." + r.name("an attribute name") : name);
    } while (r.op(","));
    return out;
  }

  /** {@code (a, b=1)}. */
  private List<Param> params() {
    List<Param> out = new ArrayList<>();
    r.expectOp("(");
    while (!r.op(")")) {
      String name = r.name("a parameter name");
      out.add(new Param(name, r.op("=") ? r.expression() : null));
      if (!r.op(",")) {
        r.expectOp(")");
        break;
      }
    }
    return out;
  }
}
