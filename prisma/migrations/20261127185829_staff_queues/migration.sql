-- AlterTable
ALTER TABLE "Profile" ADD COLUMN     "textFlaggedAt" TIMESTAMP(3),
ADD COLUMN     "textFlags" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateIndex
CREATE INDEX "Complaint_siteId_status_createdAt_idx" ON "Complaint"("siteId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "Photo_status_createdAt_id_idx" ON "Photo"("status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Profile_text_review_idx" ON "Profile"("siteId", "status", "textFlaggedAt");
