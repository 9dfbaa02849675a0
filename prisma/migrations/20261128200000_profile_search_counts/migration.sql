-- Search totals without counting (issue 38, P3, docs/search-performance.md "Count table"): the
-- members every search may show (searchable, status active, not invisible), counted per site,
-- gender and country. A search with no filter, a gender, a country or both sums a few of these
-- rows instead of counting up to a million index entries.
-- Each group is split into 16 slots by member id ("userId" % 16): members of one group who change
-- at the same time mostly update different rows instead of queueing for one (a row's lock is held
-- until its transaction commits). A total sums the slots.
CREATE TABLE "ProfileSearchCount" (
    "siteId" INTEGER NOT NULL,
    "gender" "Gender" NOT NULL,
    "country" VARCHAR(2) NOT NULL,
    "slot" SMALLINT NOT NULL,
    "members" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ProfileSearchCount_pkey" PRIMARY KEY ("siteId","gender","country","slot")
);

ALTER TABLE "ProfileSearchCount" ADD CONSTRAINT "ProfileSearchCount_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "Site"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand (Prisma cannot express triggers): PostgreSQL keeps the counts exact in the same
-- transaction as every change of "Profile". Bodies are escape strings whose semicolons are written
-- \073: the migration runner of @prisma/adapter-pg splits scripts at every semicolon.
--
-- Inserts and deletes: once per statement, from the transition table, so a bulk insert of
-- thousands of rows (the seed, imports) adds one grouped upsert, not one per row. The groups are
-- upserted in key order, so two transactions touching the same groups lock them in the same order.
CREATE FUNCTION profile_search_count_insert() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "ProfileSearchCount" AS c ("siteId", "gender", "country", "slot", "members")
  SELECT n."siteId", n."gender", n."country", n."userId" % 16, count(*)::int FROM profile_search_count_new n
  WHERE n."searchable" AND n."status" = ''active'' AND NOT n."invisible"
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ("siteId", "gender", "country", "slot") DO UPDATE SET "members" = c."members" + EXCLUDED."members"\073
  RETURN NULL\073
END\073
';

CREATE FUNCTION profile_search_count_delete() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "ProfileSearchCount" AS c ("siteId", "gender", "country", "slot", "members")
  SELECT o."siteId", o."gender", o."country", o."userId" % 16, -count(*)::int FROM profile_search_count_old o
  WHERE o."searchable" AND o."status" = ''active'' AND NOT o."invisible"
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ("siteId", "gender", "country", "slot") DO UPDATE SET "members" = c."members" + EXCLUDED."members"\073
  RETURN NULL\073
END\073
';

-- Updates: per row, and only when a counted column is in the UPDATE's SET list and the WHEN
-- clause sees the row enter, leave or move between groups. The frequent writes of "lastActiveAt"
-- (and every other column) never call the function. (A statement trigger with transition tables
-- cannot name columns: it would run for every update of "Profile".)
CREATE FUNCTION profile_search_count_update() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "ProfileSearchCount" AS c ("siteId", "gender", "country", "slot", "members")
  SELECT d."siteId", d."gender", d."country", d.slot, sum(d.delta)::int
  FROM (
    SELECT OLD."siteId", OLD."gender", OLD."country", OLD."userId" % 16, -1
    WHERE OLD."searchable" AND OLD."status" = ''active'' AND NOT OLD."invisible"
    UNION ALL
    SELECT NEW."siteId", NEW."gender", NEW."country", NEW."userId" % 16, 1
    WHERE NEW."searchable" AND NEW."status" = ''active'' AND NOT NEW."invisible"
  ) d ("siteId", "gender", "country", slot, delta)
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ("siteId", "gender", "country", "slot") DO UPDATE SET "members" = c."members" + EXCLUDED."members"\073
  RETURN NULL\073
END\073
';

CREATE FUNCTION profile_search_count_truncate() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  DELETE FROM "ProfileSearchCount"\073
  RETURN NULL\073
END\073
';

-- The triggers and the first count in one statement (one transaction), with writes to "Profile"
-- held off meanwhile (about a second at a million members): no change is missed or counted twice.
DO E'
BEGIN
  LOCK TABLE "Profile" IN SHARE ROW EXCLUSIVE MODE\073
  CREATE TRIGGER profile_search_count_insert AFTER INSERT ON "Profile"
    REFERENCING NEW TABLE AS profile_search_count_new
    FOR EACH STATEMENT EXECUTE FUNCTION profile_search_count_insert()\073
  CREATE TRIGGER profile_search_count_delete AFTER DELETE ON "Profile"
    REFERENCING OLD TABLE AS profile_search_count_old
    FOR EACH STATEMENT EXECUTE FUNCTION profile_search_count_delete()\073
  CREATE TRIGGER profile_search_count_update
    AFTER UPDATE OF "siteId", "gender", "country", "searchable", "status", "invisible" ON "Profile"
    FOR EACH ROW
    WHEN ((OLD."searchable" AND OLD."status" = ''active'' AND NOT OLD."invisible")
            IS DISTINCT FROM (NEW."searchable" AND NEW."status" = ''active'' AND NOT NEW."invisible")
          OR ((NEW."searchable" AND NEW."status" = ''active'' AND NOT NEW."invisible")
            AND (OLD."siteId", OLD."gender", OLD."country") IS DISTINCT FROM (NEW."siteId", NEW."gender", NEW."country")))
    EXECUTE FUNCTION profile_search_count_update()\073
  CREATE TRIGGER profile_search_count_truncate AFTER TRUNCATE ON "Profile"
    FOR EACH STATEMENT EXECUTE FUNCTION profile_search_count_truncate()\073
  INSERT INTO "ProfileSearchCount" ("siteId", "gender", "country", "slot", "members")
  SELECT p."siteId", p."gender", p."country", p."userId" % 16, count(*)::int FROM "Profile" p
  WHERE p."searchable" AND p."status" = ''active'' AND NOT p."invisible"
  GROUP BY 1, 2, 3, 4\073
END
';
