-- CreateIndex
CREATE INDEX "OutboundEmail_userId_id_idx" ON "OutboundEmail"("userId", "id");
