-- AlterTable
ALTER TABLE "Conversation" ADD COLUMN     "memberHighId" INTEGER,
ADD COLUMN     "memberLowId" INTEGER;

-- AlterTable
ALTER TABLE "Message" ADD COLUMN     "clientKey" VARCHAR(64);

-- AlterTable
ALTER TABLE "Site" ADD COLUMN     "freeHistoryDays" INTEGER NOT NULL DEFAULT 30,
ADD COLUMN     "freeMessages" INTEGER NOT NULL DEFAULT 3;

-- CreateIndex
CREATE INDEX "Conversation_initiatorId_idx" ON "Conversation"("initiatorId");

-- CreateIndex
CREATE UNIQUE INDEX "Conversation_memberLowId_memberHighId_key" ON "Conversation"("memberLowId", "memberHighId");

-- CreateIndex
CREATE UNIQUE INDEX "Message_senderId_clientKey_key" ON "Message"("senderId", "clientKey");
