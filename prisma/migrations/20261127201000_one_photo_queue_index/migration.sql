-- The staff photo queue and the dashboard asked for the same index twice: (status, createdAt, id)
-- serves both, so the shorter one goes.
DROP INDEX IF EXISTS "Photo_status_createdAt_idx";
