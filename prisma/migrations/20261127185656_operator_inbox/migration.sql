-- CreateTable
CREATE TABLE "InboxItem" (
    "conversationId" INTEGER NOT NULL,
    "siteId" INTEGER NOT NULL,
    "profileId" INTEGER NOT NULL,
    "memberId" INTEGER NOT NULL,
    "language" TEXT NOT NULL,
    "waitingSince" TIMESTAMP(3) NOT NULL,
    "lastMessageAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "InboxItem_pkey" PRIMARY KEY ("conversationId")
);

-- CreateTable
CREATE TABLE "InboxClaim" (
    "conversationId" INTEGER NOT NULL,
    "staffId" INTEGER NOT NULL,
    "claimedAt" TIMESTAMP(3) NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "InboxClaim_pkey" PRIMARY KEY ("conversationId")
);

-- CreateTable
CREATE TABLE "InboxAnswer" (
    "id" SERIAL NOT NULL,
    "siteId" INTEGER NOT NULL,
    "conversationId" INTEGER NOT NULL,
    "staffId" INTEGER,
    "messageId" INTEGER NOT NULL,
    "waitingSince" TIMESTAMP(3) NOT NULL,
    "answeredAt" TIMESTAMP(3) NOT NULL,
    "waitedSeconds" INTEGER NOT NULL,

    CONSTRAINT "InboxAnswer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PersonaNote" (
    "profileId" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "updatedById" INTEGER,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PersonaNote_pkey" PRIMARY KEY ("profileId")
);

-- CreateTable
CREATE TABLE "MemberNote" (
    "id" SERIAL NOT NULL,
    "profileId" INTEGER NOT NULL,
    "memberId" INTEGER NOT NULL,
    "staffId" INTEGER,
    "text" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MemberNote_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InboxSettings" (
    "siteId" INTEGER NOT NULL,
    "targetMinutes" INTEGER NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "InboxSettings_pkey" PRIMARY KEY ("siteId")
);

-- CreateIndex
CREATE INDEX "InboxItem_siteId_waitingSince_conversationId_idx" ON "InboxItem"("siteId", "waitingSince", "conversationId");

-- CreateIndex
CREATE INDEX "InboxItem_siteId_language_waitingSince_conversationId_idx" ON "InboxItem"("siteId", "language", "waitingSince", "conversationId");

-- CreateIndex
CREATE INDEX "InboxClaim_staffId_expiresAt_idx" ON "InboxClaim"("staffId", "expiresAt");

-- CreateIndex
CREATE INDEX "InboxAnswer_siteId_answeredAt_idx" ON "InboxAnswer"("siteId", "answeredAt");

-- CreateIndex
CREATE INDEX "InboxAnswer_staffId_answeredAt_idx" ON "InboxAnswer"("staffId", "answeredAt");

-- CreateIndex
CREATE INDEX "MemberNote_profileId_memberId_createdAt_idx" ON "MemberNote"("profileId", "memberId", "createdAt");

-- AddForeignKey
ALTER TABLE "InboxItem" ADD CONSTRAINT "InboxItem_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "Conversation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InboxItem" ADD CONSTRAINT "InboxItem_profileId_fkey" FOREIGN KEY ("profileId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InboxItem" ADD CONSTRAINT "InboxItem_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InboxClaim" ADD CONSTRAINT "InboxClaim_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "Conversation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InboxClaim" ADD CONSTRAINT "InboxClaim_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "Staff"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InboxAnswer" ADD CONSTRAINT "InboxAnswer_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "Conversation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InboxAnswer" ADD CONSTRAINT "InboxAnswer_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "Staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PersonaNote" ADD CONSTRAINT "PersonaNote_profileId_fkey" FOREIGN KEY ("profileId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PersonaNote" ADD CONSTRAINT "PersonaNote_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "Staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MemberNote" ADD CONSTRAINT "MemberNote_profileId_fkey" FOREIGN KEY ("profileId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MemberNote" ADD CONSTRAINT "MemberNote_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MemberNote" ADD CONSTRAINT "MemberNote_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "Staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Conversations already waiting for an answer from a fictional profile: the member wrote last.
INSERT INTO "InboxItem" ("conversationId", "siteId", "profileId", "memberId", "language", "waitingSince", "lastMessageAt")
SELECT c.id, c."siteId", f."userId", mu.id, mu.language, w.since, w.last
  FROM "Conversation" c
  JOIN "Profile" f ON f."userId" IN (c."memberLowId", c."memberHighId") AND f.fictional
  JOIN "Profile" mp ON mp."userId" IN (c."memberLowId", c."memberHighId") AND mp."userId" <> f."userId" AND NOT mp.fictional
  JOIN "User" mu ON mu.id = mp."userId"
  CROSS JOIN LATERAL (
    SELECT min(m."createdAt") AS since, max(m."createdAt") AS last
      FROM "Message" m
     WHERE m."conversationId" = c.id AND m."senderId" = mu.id
       AND m."createdAt" > coalesce(
         (SELECT max(a."createdAt") FROM "Message" a WHERE a."conversationId" = c.id AND a."senderId" = f."userId"),
         '-infinity'::timestamp)
  ) w
 WHERE w.since IS NOT NULL;
