-- The results database, version 1. One script for SQLite, PostgreSQL (and H2,
-- DuckDB in the engine comparison): only types and syntax all of them read alike. No
-- generated keys: every key is computed from what it names (a SHA-256 in hex), so two
-- processes storing at once never compete for a sequence, and importing a run twice finds it.
-- Booleans are SMALLINT 0/1, times are epoch milliseconds, durations are nanoseconds.

-- A testbed: the agents a run ran on and the links between them, keyed by what they were.
CREATE TABLE testbed (
    testbed_id      VARCHAR(64) PRIMARY KEY,
    label           VARCHAR(1000) NOT NULL,
    emulated_links  VARCHAR(100000)
);

CREATE TABLE testbed_agent (
    testbed_id   VARCHAR(64) NOT NULL REFERENCES testbed (testbed_id),
    agent        VARCHAR(200) NOT NULL,
    host_name    VARCHAR(400),
    cpu_model    VARCHAR(400),
    cpu_count    INTEGER,
    memory_bytes BIGINT,
    kernel       VARCHAR(400),
    os_arch      VARCHAR(100),
    java_version VARCHAR(100),
    java_vm      VARCHAR(400),
    jvm_gc       VARCHAR(400),
    jvm_flags    VARCHAR(100000),
    PRIMARY KEY (testbed_id, agent)
);

CREATE TABLE run (
    run_id          VARCHAR(64) PRIMARY KEY,
    folder_name     VARCHAR(400) NOT NULL,
    plan_name       VARCHAR(400) NOT NULL,
    plan_text       VARCHAR(1000000),
    arguments       VARCHAR(100000),
    series_count    INTEGER NOT NULL,
    started_at      BIGINT,
    ended_at        BIGINT,
    mwbench_version VARCHAR(100),
    mwbench_commit  VARCHAR(100),
    exit_status     INTEGER,
    cut_short       SMALLINT NOT NULL,
    testbed_id      VARCHAR(64) NOT NULL REFERENCES testbed (testbed_id),
    stored_at       BIGINT NOT NULL
);
CREATE INDEX run_by_testbed ON run (testbed_id, started_at);

-- The scenario files (and any other input) the run read, as text.
CREATE TABLE scenario_file (
    run_id  VARCHAR(64) NOT NULL REFERENCES run (run_id),
    path    VARCHAR(1000) NOT NULL,
    content VARCHAR(1000000),
    PRIMARY KEY (run_id, path)
);

-- What each server blade's middleware ran with (its server-config file).
CREATE TABLE server_config (
    run_id  VARCHAR(64) NOT NULL REFERENCES run (run_id),
    series  INTEGER NOT NULL,
    blade   VARCHAR(200) NOT NULL,
    setting VARCHAR(400) NOT NULL,
    setting_value VARCHAR(10000),
    PRIMARY KEY (run_id, series, blade, setting)
);

-- A case: what was measured, whatever the run, so that history pairs runs by it.
CREATE TABLE test_case (
    case_id        VARCHAR(64) PRIMARY KEY,
    middleware     VARCHAR(200) NOT NULL,
    client_library VARCHAR(400) NOT NULL,
    operation      VARCHAR(400) NOT NULL,
    payload_size   INTEGER NOT NULL,
    clients        INTEGER NOT NULL
);
CREATE INDEX case_by_operation ON test_case (middleware, operation);

-- One blade's figures for one action type in one series, warm-up left out, and the
-- successes' HdrHistogram (compressed encoding, base64) that any grouping is recomputed from.
CREATE TABLE measure (
    run_id         VARCHAR(64) NOT NULL REFERENCES run (run_id),
    series         INTEGER NOT NULL,
    blade          VARCHAR(200) NOT NULL,
    action_type    VARCHAR(400) NOT NULL,
    case_id        VARCHAR(64) NOT NULL REFERENCES test_case (case_id),
    calls          BIGINT NOT NULL,
    errors         BIGINT NOT NULL,
    errors_by_kind VARCHAR(10000),
    warmup_calls   BIGINT NOT NULL,
    throughput     DOUBLE PRECISION,
    mean_ns        DOUBLE PRECISION,
    min_ns         DOUBLE PRECISION,
    max_ns         DOUBLE PRECISION,
    stddev_ns      DOUBLE PRECISION,
    p50_ns         DOUBLE PRECISION,
    p90_ns         DOUBLE PRECISION,
    p99_ns         DOUBLE PRECISION,
    p999_ns        DOUBLE PRECISION,
    source         VARCHAR(40),
    histogram      VARCHAR(10000000),
    PRIMARY KEY (run_id, series, blade, action_type)
);
CREATE INDEX measure_by_case ON measure (case_id, run_id);

-- A loop blade's step means (Demarey et al. 2004's steps), per series.
CREATE TABLE step_mean (
    run_id      VARCHAR(64) NOT NULL REFERENCES run (run_id),
    series      INTEGER NOT NULL,
    blade       VARCHAR(200) NOT NULL,
    action_type VARCHAR(400) NOT NULL,
    step        INTEGER NOT NULL,
    calls       BIGINT NOT NULL,
    mean_ns     DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (run_id, series, blade, action_type, step)
);

-- A steady plateau of a closed population, with its throughput's 95% interval.
CREATE TABLE plateau (
    run_id           VARCHAR(64) NOT NULL REFERENCES run (run_id),
    series           INTEGER NOT NULL,
    blade            VARCHAR(200) NOT NULL,
    action_type      VARCHAR(400) NOT NULL,
    clients          INTEGER NOT NULL,
    active           INTEGER NOT NULL,
    settled          SMALLINT NOT NULL,
    calls            BIGINT NOT NULL,
    errors           BIGINT NOT NULL,
    throughput       DOUBLE PRECISION,
    ci_low           DOUBLE PRECISION,
    ci_high          DOUBLE PRECISION,
    mean_ns          DOUBLE PRECISION,
    p99_ns           DOUBLE PRECISION,
    injector_cpu_pct DOUBLE PRECISION,
    PRIMARY KEY (run_id, series, blade, action_type, clients)
);
