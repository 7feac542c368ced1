-- The results database, version 3: an index that answers history's reading of measures from
-- itself (SQLite's covering index, PostgreSQL's index-only scan). A measure's row holds its
-- histogram, a few KB, so reading the small figures of 1,000 measures through measure_by_case
-- read 1,000 table pages, one per row. An index only: no figure changes. measure_figures
-- begins with what measure_by_case held, so that one goes: one index fewer to write per run.
CREATE INDEX measure_figures ON measure (case_id, run_id, series, calls, errors, mean_ns, stddev_ns, max_ns, throughput);
DROP INDEX measure_by_case;
