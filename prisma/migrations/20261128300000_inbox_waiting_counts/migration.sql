-- CreateTable
CREATE TABLE "InboxWaitingCount" (
    "siteId" INTEGER NOT NULL,
    "language" TEXT NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "InboxWaitingCount_pkey" PRIMARY KEY ("siteId","language")
);

-- Written by hand (Prisma cannot express triggers): the waiting conversations per site and member
-- language, kept by InboxItem's own triggers so that every writer keeps them (trackWaiting, the
-- cascades of a deleted member, profile or conversation, the seed, scripts). The triggers are
-- deferred constraint triggers: they run at COMMIT, so a transaction holds a count row's lock
-- only while it commits, not for the rest of a message's transaction (member messages and
-- operator answers of one language would otherwise queue on that row). An UPDATE that keeps the
-- site and the language (every further message of a waiting member) leaves the counts alone.
-- One statement per change, the rows in (site, language) order: two transactions moving
-- conversations between the same two languages lock them in the same order.
-- The body is an escape string whose semicolons are written \073: the migration runner of
-- @prisma/adapter-pg splits scripts at every semicolon, dollar quotes included.
CREATE FUNCTION inbox_waiting_count() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "InboxWaitingCount" AS w ("siteId", "language", "count")
  SELECT d.site, d.lang, sum(d.n)::int
    FROM (SELECT OLD."siteId", OLD."language", -1 WHERE TG_OP <> ''INSERT''
          UNION ALL
          SELECT NEW."siteId", NEW."language", 1 WHERE TG_OP <> ''DELETE'') AS d (site, lang, n)
   GROUP BY d.site, d.lang
   ORDER BY d.site, d.lang
  ON CONFLICT ("siteId", "language") DO UPDATE SET "count" = w."count" + EXCLUDED."count"\073
  RETURN NULL\073
END\073
';

CREATE CONSTRAINT TRIGGER inbox_waiting_count_rows AFTER INSERT OR DELETE ON "InboxItem"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inbox_waiting_count();
CREATE CONSTRAINT TRIGGER inbox_waiting_count_moves AFTER UPDATE OF "siteId", "language" ON "InboxItem"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."siteId" IS DISTINCT FROM NEW."siteId" OR OLD."language" IS DISTINCT FROM NEW."language")
  EXECUTE FUNCTION inbox_waiting_count();

-- The conversations waiting now.
INSERT INTO "InboxWaitingCount" ("siteId", "language", "count")
SELECT "siteId", "language", count(*)::int FROM "InboxItem" GROUP BY "siteId", "language";
