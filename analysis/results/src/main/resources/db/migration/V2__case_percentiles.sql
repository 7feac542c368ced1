-- The results database, version 2: each case's standard percentiles in each run, with their
-- 95% intervals, computed when the run is stored from the histogram merged over every blade
-- and series of the case (what history would otherwise decode, one histogram per measure, at
-- every query). Derived figures only: the measures' histograms stay the source any other
-- grouping is recomputed from. Runs stored before this version have no rows here, and
-- history recomputes theirs from the histograms as before.
CREATE TABLE case_percentile (
    run_id   VARCHAR(64) NOT NULL REFERENCES run (run_id),
    case_id  VARCHAR(64) NOT NULL REFERENCES test_case (case_id),
    metric   VARCHAR(20) NOT NULL,
    value_ns DOUBLE PRECISION NOT NULL,
    low_ns   DOUBLE PRECISION NOT NULL,
    high_ns  DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (run_id, case_id, metric)
);
