-- The results database, version 4: a plateau's target width, and whether it settled only at a
-- wider one the plan accepts once its time ran out (PlateauRunner's widest=). Rows stored before
-- have no target (NULL) and were never widened.
ALTER TABLE plateau ADD COLUMN widened SMALLINT NOT NULL DEFAULT 0;
ALTER TABLE plateau ADD COLUMN width_pct DOUBLE PRECISION;
