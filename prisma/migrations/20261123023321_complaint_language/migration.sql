-- AlterTable
ALTER TABLE "Complaint" ADD COLUMN     "language" TEXT NOT NULL DEFAULT 'en';
