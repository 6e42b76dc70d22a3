package dev.play.jinja;

import dev.play.expr.Expression;

/** A macro parameter, with its default value when it has one. */
record Param(String name, Expression fallback) {}
