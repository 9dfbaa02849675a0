-- AlterTable
ALTER TABLE "User" ADD COLUMN     "signupStepsDone" TEXT[] DEFAULT ARRAY[]::TEXT[];
