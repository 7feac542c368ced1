package org.mwbench.results.model;

/** An input the run read (a scenario, a hosts file), by its path in the run folder, as text. */
public record ScenarioFile(String path, String content) {
}
