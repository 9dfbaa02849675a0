-- CreateTable
CREATE TABLE "InboxWaitingCount" (
    "siteId" INTEGER NOT NULL,
    "language" TEXT NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "InboxWaitingCount_pkey" PRIMARY KEY ("siteId","language")
);

-- Written by hand (Prisma cannot express triggers): the waiting conversations per site and member
-- language, kept by InboxItem's own triggers so that every writer keeps them in its own
-- transaction (trackWaiting, the cascades of a deleted member, profile or conversation, the seed,
-- scripts). Statement triggers with transition tables: one change of the counts per statement,
-- summed per (site, language), rows in that order (two statements never lock two counts in
-- opposite orders), and nothing at all when the statement changes no count (every further
-- message of a waiting member updates its row with the same language). A count row stays locked
-- until its transaction ends: of two transactions that start or end a wait of the same site and
-- language, the second waits for the first to commit (a member's message commits right after;
-- an operator's answer after its claim check and audit rows).
-- The body is an escape string whose semicolons are written \073: the migration runner of
-- @prisma/adapter-pg splits scripts at every semicolon, dollar quotes included. (Deferred
-- constraint triggers would hold the lock for the commit only, but the schema engine's
-- introspection cannot read a trigger constraint.)
CREATE FUNCTION inbox_waiting_count() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = ''INSERT'' THEN
    INSERT INTO "InboxWaitingCount" AS w ("siteId", "language", "count")
    SELECT "siteId", "language", count(*)::int FROM new_rows
     GROUP BY "siteId", "language" ORDER BY "siteId", "language"
    ON CONFLICT ("siteId", "language") DO UPDATE SET "count" = w."count" + EXCLUDED."count"\073
  ELSIF TG_OP = ''DELETE'' THEN
    INSERT INTO "InboxWaitingCount" AS w ("siteId", "language", "count")
    SELECT "siteId", "language", -count(*)::int FROM old_rows
     GROUP BY "siteId", "language" ORDER BY "siteId", "language"
    ON CONFLICT ("siteId", "language") DO UPDATE SET "count" = w."count" + EXCLUDED."count"\073
  ELSE
    INSERT INTO "InboxWaitingCount" AS w ("siteId", "language", "count")
    SELECT d.site, d.lang, sum(d.n)::int
      FROM (SELECT "siteId", "language", -1 FROM old_rows
            UNION ALL
            SELECT "siteId", "language", 1 FROM new_rows) AS d (site, lang, n)
     GROUP BY d.site, d.lang HAVING sum(d.n) <> 0 ORDER BY d.site, d.lang
    ON CONFLICT ("siteId", "language") DO UPDATE SET "count" = w."count" + EXCLUDED."count"\073
  END IF\073
  RETURN NULL\073
END\073
';

CREATE TRIGGER inbox_waiting_count_insert AFTER INSERT ON "InboxItem"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inbox_waiting_count();
CREATE TRIGGER inbox_waiting_count_update AFTER UPDATE ON "InboxItem"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inbox_waiting_count();
CREATE TRIGGER inbox_waiting_count_delete AFTER DELETE ON "InboxItem"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inbox_waiting_count();

-- The conversations waiting now.
INSERT INTO "InboxWaitingCount" ("siteId", "language", "count")
SELECT "siteId", "language", count(*)::int FROM "InboxItem" GROUP BY "siteId", "language";
