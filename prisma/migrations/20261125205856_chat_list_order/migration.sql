-- DropIndex
DROP INDEX "ConversationMember_userId_removedAt_idx";

-- AlterTable
ALTER TABLE "ConversationMember" ADD COLUMN     "lastMessageAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- Backfill: each member's copy of their conversation's last message time.
UPDATE "ConversationMember" cm SET "lastMessageAt" = c."lastMessageAt" FROM "Conversation" c WHERE c.id = cm."conversationId";

-- CreateIndex
CREATE INDEX "ConversationMember_userId_lastMessageAt_idx" ON "ConversationMember"("userId", "lastMessageAt" DESC);
