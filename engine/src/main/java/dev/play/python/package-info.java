/** The controller's Python, for play's helpers that run ansible-core's or a role's Python code. */
package dev.play.python;
