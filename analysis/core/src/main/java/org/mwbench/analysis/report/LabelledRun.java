package org.mwbench.analysis.report;

/** A run or campaign of a report, with the label its rows carry when a report covers several. */
public record LabelledRun(int number, String label, RunAnalysis analysis) {
}
