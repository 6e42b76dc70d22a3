/**
 * The change report: what {@code play --summary-json} wrote, read back (one document or several
 * merged) into a model that renderers share ({@link dev.play.report.ReportData}, {@link
 * dev.play.report.TaskSummary}), the self-contained HTML page {@link dev.play.report.HtmlReport}
 * renders from it, and the Markdown for a pull-request comment {@link
 * dev.play.report.MarkdownReport} renders from it, within a limit or in parts. docs/report.md
 * describes both.
 */
package dev.play.report;
