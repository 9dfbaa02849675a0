-- Written by hand (Prisma cannot express triggers). The audit trail stays append-only, with the
-- two exceptions the retention schedule needs (docs/privacy.md, server/privacy/retention.ts):
-- an entry's IP address may be erased (ip set to NULL, nothing else changed), and an entry older
-- than two years (RETENTION_DAYS.auditLog = 730) may be deleted. Besides PostgreSQL's own
-- ON DELETE SET NULL of "userId", every other UPDATE or DELETE, and TRUNCATE, is refused.
-- Semicolons in the body are written \073 (the migration runner splits at every semicolon).
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = ''UPDATE'' AND (NEW."userId" IS NULL OR NEW."userId" = OLD."userId")
     AND (NEW."ip" IS NULL OR NEW."ip" = OLD."ip")
     AND (to_jsonb(NEW) - ''userId'' - ''ip'') = (to_jsonb(OLD) - ''userId'' - ''ip'') THEN
    RETURN NEW\073
  END IF\073
  IF TG_OP = ''DELETE'' AND OLD."createdAt" < now() - interval ''730 days'' THEN
    RETURN OLD\073
  END IF\073
  RAISE EXCEPTION ''AuditLog is append-only: % refused'', TG_OP USING ERRCODE = ''insufficient_privilege''\073
END\073
';
