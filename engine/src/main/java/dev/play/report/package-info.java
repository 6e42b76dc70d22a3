/**
 * The change report: what {@code play --summary-json} wrote, read back (one document or several
 * merged) into a model that renderers share ({@link dev.play.report.ReportData}, {@link
 * dev.play.report.TaskSummary}), and the self-contained HTML page {@link dev.play.report.HtmlReport}
 * renders from it. docs/report.md describes the page.
 */
package dev.play.report;
