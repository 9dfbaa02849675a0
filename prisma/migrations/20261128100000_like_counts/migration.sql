-- The likes tabs' counts, maintained (docs/likes.md "Counts", issue 38 item 4): GET /api/likes.php
-- read every like of the member to count the tabs. "LikeCounts" holds, per member with a profile,
-- the likes whose other member is shown on the member's site to anyone (Profile.searchable and
-- the same "siteId": the part of the visibility rule that does not depend on the viewer):
--   incoming     likes received            outgoing  likes given
--   mutual       pairs liked both ways     newIncoming  received likes still flagged new
-- received = incoming - mutual, sent = outgoing - mutual, matches = mutual. The read subtracts
-- the likes with the members blocked either way. No row means all zero.
-- Triggers keep it exact whatever writes "Like" or "Profile" (the app, the seed, the support CLI,
-- a cascade): statement-level on "Like" (transition tables: a bulk insert or a deletion's cascade
-- is one pass), row-level on a profile's searchable/siteId (fan-out to the counts of every member
-- the profile likes or is liked by, in the same transaction).
-- Semicolons in the function bodies are written \073 (the migration runner splits at every
-- semicolon). The functions are plpgsql, not SQL, so that their plans are kept between calls.

-- CreateTable
CREATE TABLE "LikeCounts" (
    "userId" INTEGER NOT NULL,
    "incoming" INTEGER NOT NULL DEFAULT 0,
    "outgoing" INTEGER NOT NULL DEFAULT 0,
    "mutual" INTEGER NOT NULL DEFAULT 0,
    "newIncoming" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "LikeCounts_pkey" PRIMARY KEY ("userId")
);

-- The counts of these members computed afresh from the likes (a member without a profile: no row).
CREATE FUNCTION like_counts_recompute(ids integer[]) RETURNS void LANGUAGE plpgsql AS E'
BEGIN
  WITH fresh AS (
    SELECT m."userId",
      (SELECT count(*) FROM "Like" l JOIN "Profile" o ON o."userId" = l."fromUserId"
        WHERE l."toUserId" = m."userId" AND l."fromUserId" <> m."userId"
          AND o.searchable AND o."siteId" = m."siteId")::int AS incoming,
      (SELECT count(*) FROM "Like" l JOIN "Profile" o ON o."userId" = l."toUserId"
        WHERE l."fromUserId" = m."userId" AND l."toUserId" <> m."userId"
          AND o.searchable AND o."siteId" = m."siteId")::int AS outgoing,
      (SELECT count(*) FROM "Like" l JOIN "Profile" o ON o."userId" = l."fromUserId"
         JOIN "Like" r ON r."fromUserId" = m."userId" AND r."toUserId" = l."fromUserId"
        WHERE l."toUserId" = m."userId" AND l."fromUserId" <> m."userId"
          AND o.searchable AND o."siteId" = m."siteId")::int AS mutual,
      (SELECT count(*) FROM "Like" l JOIN "Profile" o ON o."userId" = l."fromUserId"
        WHERE l."toUserId" = m."userId" AND l."fromUserId" <> m."userId" AND l."isNew"
          AND o.searchable AND o."siteId" = m."siteId")::int AS "newIncoming"
      FROM "Profile" m
     WHERE m."userId" = ANY (ids)
  ), gone AS (
    DELETE FROM "LikeCounts" c
     WHERE c."userId" = ANY (ids) AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f."userId" = c."userId")
  )
  INSERT INTO "LikeCounts" AS c ("userId", incoming, outgoing, mutual, "newIncoming")
  SELECT f."userId", f.incoming, f.outgoing, f.mutual, f."newIncoming" FROM fresh f ORDER BY f."userId"
  ON CONFLICT ("userId") DO UPDATE SET incoming = excluded.incoming, outgoing = excluded.outgoing,
    mutual = excluded.mutual, "newIncoming" = excluded."newIncoming"\073
END\073
';

-- Adds (direction 1) or takes away (direction -1) these likes (from_ids[i] -> to_ids[i], flagged new or not,
-- completing or breaking a mutual pair or not) at both ends, each end only where the other member
-- is shown on its site. Rows are upserted in "userId" order (no deadlock between two such calls).
CREATE FUNCTION like_counts_apply(from_ids integer[], to_ids integer[], new_flags boolean[], pair_flags boolean[], direction integer)
RETURNS void LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "LikeCounts" AS c ("userId", incoming, outgoing, mutual, "newIncoming")
  SELECT d.uid, sum(d.i), sum(d.o), sum(d.m), sum(d.w)
    FROM (
      SELECT x.t AS uid, direction AS i, 0 AS o, CASE WHEN x.pair THEN direction ELSE 0 END AS m,
             CASE WHEN x.fresh THEN direction ELSE 0 END AS w
        FROM unnest(from_ids, to_ids, new_flags, pair_flags) AS x(f, t, fresh, pair)
        JOIN "Profile" pf ON pf."userId" = x.f AND pf.searchable
        JOIN "Profile" pt ON pt."userId" = x.t AND pt."siteId" = pf."siteId"
       WHERE x.f <> x.t
      UNION ALL
      SELECT x.f, 0, direction, CASE WHEN x.pair THEN direction ELSE 0 END, 0
        FROM unnest(from_ids, to_ids, new_flags, pair_flags) AS x(f, t, fresh, pair)
        JOIN "Profile" pt ON pt."userId" = x.t AND pt.searchable
        JOIN "Profile" pf ON pf."userId" = x.f AND pf."siteId" = pt."siteId"
       WHERE x.f <> x.t
    ) d
   GROUP BY d.uid
  HAVING sum(d.i) <> 0 OR sum(d.o) <> 0 OR sum(d.m) <> 0 OR sum(d.w) <> 0
   ORDER BY d.uid
  ON CONFLICT ("userId") DO UPDATE SET incoming = c.incoming + excluded.incoming, outgoing = c.outgoing + excluded.outgoing,
    mutual = c.mutual + excluded.mutual, "newIncoming" = c."newIncoming" + excluded."newIncoming"\073
END\073
';

-- Adds (direction 1) or takes away (direction -1) what member x contributes, as a member shown on site
-- site_id, to the counts of the members of that site x likes or is liked by.
CREATE FUNCTION like_counts_contribution(x integer, site_id integer, direction integer) RETURNS void LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "LikeCounts" AS c ("userId", incoming, outgoing, mutual, "newIncoming")
  SELECT d.uid, sum(d.i), sum(d.o), sum(d.m), sum(d.w)
    FROM (
      SELECT l."toUserId" AS uid, direction AS i, 0 AS o,
             CASE WHEN EXISTS (SELECT 1 FROM "Like" r WHERE r."fromUserId" = l."toUserId" AND r."toUserId" = x)
                  THEN direction ELSE 0 END AS m,
             CASE WHEN l."isNew" THEN direction ELSE 0 END AS w
        FROM "Like" l JOIN "Profile" po ON po."userId" = l."toUserId" AND po."siteId" = site_id
       WHERE l."fromUserId" = x AND l."toUserId" <> x
      UNION ALL
      SELECT l."fromUserId", 0, direction, 0, 0
        FROM "Like" l JOIN "Profile" po ON po."userId" = l."fromUserId" AND po."siteId" = site_id
       WHERE l."toUserId" = x AND l."fromUserId" <> x
    ) d
   GROUP BY d.uid
   ORDER BY d.uid
  ON CONFLICT ("userId") DO UPDATE SET incoming = c.incoming + excluded.incoming, outgoing = c.outgoing + excluded.outgoing,
    mutual = c.mutual + excluded.mutual, "newIncoming" = c."newIncoming" + excluded."newIncoming"\073
END\073
';

-- Before a like statement reads who likes whom back: takes the members' profiles FOR SHARE (a
-- concurrent change of their searchable waits, or is waited for, so it is counted exactly once)
-- and locks their counts rows in "userId" order (two members liking or unliking each other at
-- the same moment: the second waits for the first and then sees its like, under READ COMMITTED
-- each later statement of the trigger has a fresh snapshot).
CREATE FUNCTION like_counts_lock(ids integer[]) RETURNS void LANGUAGE plpgsql AS E'
BEGIN
  WITH shown AS (
    SELECT p."userId" FROM "Profile" p WHERE p."userId" = ANY (ids) ORDER BY p."userId" FOR SHARE
  )
  INSERT INTO "LikeCounts" AS c ("userId")
  SELECT s."userId" FROM shown s ORDER BY s."userId"
  ON CONFLICT ("userId") DO UPDATE SET incoming = c.incoming\073
END\073
';

CREATE FUNCTION like_counts_like_insert() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM like_counts_lock(array_agg(DISTINCT u)) FROM (SELECT "fromUserId" AS u FROM new_rows UNION ALL SELECT "toUserId" FROM new_rows) s\073
  -- A pair liked both ways in this statement is counted once, at its lower-id like.
  PERFORM like_counts_apply(array_agg(n."fromUserId"), array_agg(n."toUserId"), array_agg(n."isNew"),
                            array_agg(r.id IS NOT NULL AND (n."fromUserId" < n."toUserId" OR n2.id IS NULL)), 1)
     FROM new_rows n
     LEFT JOIN "Like" r ON r."fromUserId" = n."toUserId" AND r."toUserId" = n."fromUserId"
     LEFT JOIN new_rows n2 ON n2."fromUserId" = n."toUserId" AND n2."toUserId" = n."fromUserId"\073
  RETURN NULL\073
END\073
';

CREATE FUNCTION like_counts_like_delete() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM like_counts_lock(array_agg(DISTINCT u)) FROM (SELECT "fromUserId" AS u FROM old_rows UNION ALL SELECT "toUserId" FROM old_rows) s\073
  -- The pair was mutual when the other like is still there, or went in this statement too (counted once).
  PERFORM like_counts_apply(array_agg(o."fromUserId"), array_agg(o."toUserId"), array_agg(o."isNew"),
                            array_agg(r.id IS NOT NULL OR (o2.id IS NOT NULL AND o."fromUserId" < o."toUserId")), -1)
     FROM old_rows o
     LEFT JOIN "Like" r ON r."fromUserId" = o."toUserId" AND r."toUserId" = o."fromUserId"
     LEFT JOIN old_rows o2 ON o2."fromUserId" = o."toUserId" AND o2."toUserId" = o."fromUserId"\073
  -- A like whose member has no profile left: when a user row is deleted, PostgreSQL runs the
  -- triggers of its cascade (these likes, the profile) only once both are gone, so neither sees
  -- what the other took away: the counts of the member at the other end are computed afresh.
  PERFORM like_counts_recompute(array_agg(DISTINCT u))
     FROM (SELECT o."toUserId" AS u FROM old_rows o
            WHERE NOT EXISTS (SELECT 1 FROM "Profile" p WHERE p."userId" = o."fromUserId")
           UNION ALL
           SELECT o."fromUserId" FROM old_rows o
            WHERE NOT EXISTS (SELECT 1 FROM "Profile" p WHERE p."userId" = o."toUserId")) s\073
  RETURN NULL\073
END\073
';

-- The ''seen'' flag: the new-likes count moves. A like moved to other members (no code does it):
-- their counts are computed afresh, after the flags.
CREATE FUNCTION like_counts_like_update() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM like_counts_lock(array_agg(DISTINCT u))
     FROM (SELECT "fromUserId" AS u FROM old_rows UNION ALL SELECT "toUserId" FROM old_rows
           UNION ALL SELECT "fromUserId" FROM new_rows UNION ALL SELECT "toUserId" FROM new_rows) s\073
  PERFORM like_counts_apply(array_agg(o."fromUserId"), array_agg(o."toUserId"), array_agg(o."isNew"), array_agg(false), -1)
     FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE n."fromUserId" = o."fromUserId" AND n."toUserId" = o."toUserId" AND n."isNew" <> o."isNew"\073
  PERFORM like_counts_apply(array_agg(n."fromUserId"), array_agg(n."toUserId"), array_agg(n."isNew"), array_agg(false), 1)
     FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE n."fromUserId" = o."fromUserId" AND n."toUserId" = o."toUserId" AND n."isNew" <> o."isNew"\073
  IF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
              WHERE n."fromUserId" <> o."fromUserId" OR n."toUserId" <> o."toUserId") THEN
    PERFORM like_counts_recompute(array_agg(DISTINCT u))
       FROM (SELECT unnest(ARRAY[o."fromUserId", o."toUserId", n."fromUserId", n."toUserId"]) AS u
               FROM old_rows o JOIN new_rows n ON n.id = o.id
              WHERE n."fromUserId" <> o."fromUserId" OR n."toUserId" <> o."toUserId") s\073
  END IF\073
  RETURN NULL\073
END\073
';

-- New profiles (signup, the seed): their counts, and those of the members linked to them by a
-- like, computed afresh.
CREATE FUNCTION like_counts_profile_insert() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM like_counts_recompute(array_agg(DISTINCT u))
     FROM (SELECT n."userId" AS u FROM new_rows n
           UNION ALL SELECT l."toUserId" FROM "Like" l JOIN new_rows n ON l."fromUserId" = n."userId"
           UNION ALL SELECT l."fromUserId" FROM "Like" l JOIN new_rows n ON l."toUserId" = n."userId") s\073
  RETURN NULL\073
END\073
';

-- A profile shown or hidden (activation, invisibility, deletion, staff moderation: every writer of
-- searchable), or moved to another site: the counts of every member it likes or is liked by.
CREATE FUNCTION like_counts_profile_update() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF OLD."siteId" = NEW."siteId" THEN
    PERFORM like_counts_contribution(NEW."userId", NEW."siteId", CASE WHEN NEW.searchable THEN 1 ELSE -1 END)\073
  ELSE
    IF OLD.searchable THEN
      PERFORM like_counts_contribution(NEW."userId", OLD."siteId", -1)\073
    END IF\073
    IF NEW.searchable THEN
      PERFORM like_counts_contribution(NEW."userId", NEW."siteId", 1)\073
    END IF\073
    PERFORM like_counts_recompute(ARRAY[NEW."userId"])\073
  END IF\073
  RETURN NULL\073
END\073
';

CREATE FUNCTION like_counts_profile_delete() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF OLD.searchable THEN
    PERFORM like_counts_contribution(OLD."userId", OLD."siteId", -1)\073
  END IF\073
  DELETE FROM "LikeCounts" WHERE "userId" = OLD."userId"\073
  RETURN NULL\073
END\073
';

-- No likes or no profiles left: no counts.
CREATE FUNCTION like_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  DELETE FROM "LikeCounts"\073
  RETURN NULL\073
END\073
';

CREATE TRIGGER like_counts_insert AFTER INSERT ON "Like"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION like_counts_like_insert();
CREATE TRIGGER like_counts_delete AFTER DELETE ON "Like"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION like_counts_like_delete();
CREATE TRIGGER like_counts_update AFTER UPDATE ON "Like"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION like_counts_like_update();
CREATE TRIGGER like_counts_truncate AFTER TRUNCATE ON "Like"
  FOR EACH STATEMENT EXECUTE FUNCTION like_counts_truncate();
CREATE TRIGGER like_counts_profile_insert AFTER INSERT ON "Profile"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION like_counts_profile_insert();
CREATE TRIGGER like_counts_profile_update AFTER UPDATE OF searchable, "siteId" ON "Profile"
  FOR EACH ROW WHEN (OLD.searchable IS DISTINCT FROM NEW.searchable OR OLD."siteId" IS DISTINCT FROM NEW."siteId")
  EXECUTE FUNCTION like_counts_profile_update();
CREATE TRIGGER like_counts_profile_delete AFTER DELETE ON "Profile"
  FOR EACH ROW EXECUTE FUNCTION like_counts_profile_delete();
CREATE TRIGGER like_counts_profile_truncate AFTER TRUNCATE ON "Profile"
  FOR EACH STATEMENT EXECUTE FUNCTION like_counts_truncate();

-- The counts of the likes already there.
SELECT like_counts_recompute(array_agg("userId")) FROM "Profile";
