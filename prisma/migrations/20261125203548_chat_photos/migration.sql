-- DropForeignKey
ALTER TABLE "Message" DROP CONSTRAINT "Message_photoId_fkey";

-- AlterTable
ALTER TABLE "Message" DROP COLUMN "photoId",
ADD COLUMN     "chatPhotoId" INTEGER;

-- CreateTable
CREATE TABLE "ChatPhoto" (
    "id" SERIAL NOT NULL,
    "uploaderId" INTEGER NOT NULL,
    "filename" TEXT NOT NULL,
    "thumbFilename" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ChatPhoto_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ChatPhoto_uploaderId_createdAt_idx" ON "ChatPhoto"("uploaderId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Message_chatPhotoId_key" ON "Message"("chatPhotoId");

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_chatPhotoId_fkey" FOREIGN KEY ("chatPhotoId") REFERENCES "ChatPhoto"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatPhoto" ADD CONSTRAINT "ChatPhoto_uploaderId_fkey" FOREIGN KEY ("uploaderId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
