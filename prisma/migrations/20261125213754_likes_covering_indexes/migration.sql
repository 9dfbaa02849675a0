-- DropIndex
DROP INDEX "Like_toUserId_isNew_createdAt_idx";

-- CreateIndex
CREATE INDEX "Like_toUserId_isNew_createdAt_fromUserId_id_idx" ON "Like"("toUserId", "isNew", "createdAt", "fromUserId", "id");

-- CreateIndex
CREATE INDEX "Profile_shown_idx" ON "Profile"("userId", "siteId", "searchable");
