-- AlterTable
ALTER TABLE "Site" ADD COLUMN     "directDebitLimit" INTEGER NOT NULL DEFAULT 30000,
ADD COLUMN     "directDebitLimitDays" INTEGER NOT NULL DEFAULT 30;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "directDebitBlocked" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "mollieCustomerId" TEXT;

-- CreateTable
CREATE TABLE "DirectDebitRequest" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "packageId" INTEGER NOT NULL,
    "discountCode" TEXT,
    "holder" TEXT NOT NULL,
    "iban" TEXT NOT NULL,
    "street" TEXT NOT NULL,
    "houseNumber" TEXT NOT NULL,
    "postalCode" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "codeSentAt" TIMESTAMP(3) NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "sends" INTEGER NOT NULL DEFAULT 1,
    "orderId" INTEGER,
    "endedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DirectDebitRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DirectDebitRequest_orderId_key" ON "DirectDebitRequest"("orderId");

-- CreateIndex
CREATE INDEX "DirectDebitRequest_userId_createdAt_idx" ON "DirectDebitRequest"("userId", "createdAt");

-- AddForeignKey
ALTER TABLE "DirectDebitRequest" ADD CONSTRAINT "DirectDebitRequest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
