package org.mwbench.analysis.html;

import org.mwbench.analysis.charts.Chart;

/**
 * One plot of the HTML report: its chart, the file name its PNG and SVG copies get under
 * {@code plots/}, and the id of the table it illustrates (it is shown after that table).
 */
record Plot(String fileName, String afterTable, Chart chart) {
}
