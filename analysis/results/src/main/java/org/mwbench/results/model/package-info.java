/**
 * What the results database holds, as plain records: a stored run with its testbed, inputs,
 * server configurations and measures. The same records are written to the database, read
 * back from it, and written to and read from the export file (JSON), so the three never
 * disagree on what a run is.
 */
package org.mwbench.results.model;
