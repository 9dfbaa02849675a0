-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "sepaCreditorId" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "DirectDebitRequest" ADD COLUMN     "withdrawalWaiverAt" TIMESTAMP(3),
ADD COLUMN     "withdrawalWaiverVersion" INTEGER;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "withdrawalWaiverAt" TIMESTAMP(3),
ADD COLUMN     "withdrawalWaiverLanguage" VARCHAR(5),
ADD COLUMN     "withdrawalWaiverVersion" INTEGER;

-- CreateTable
CREATE TABLE "DirectDebitMandate" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "providerMandateId" TEXT NOT NULL,
    "reference" TEXT NOT NULL,
    "creditorName" TEXT NOT NULL,
    "creditorAddress" TEXT NOT NULL,
    "creditorId" TEXT NOT NULL,
    "holder" TEXT NOT NULL,
    "iban" TEXT NOT NULL,
    "textVersion" INTEGER NOT NULL,
    "language" VARCHAR(5) NOT NULL,
    "signedAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DirectDebitMandate_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DirectDebitMandate_providerMandateId_key" ON "DirectDebitMandate"("providerMandateId");

-- CreateIndex
CREATE UNIQUE INDEX "DirectDebitMandate_reference_key" ON "DirectDebitMandate"("reference");

-- CreateIndex
CREATE INDEX "DirectDebitMandate_userId_idx" ON "DirectDebitMandate"("userId");

-- AddForeignKey
ALTER TABLE "DirectDebitMandate" ADD CONSTRAINT "DirectDebitMandate_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Mandates signed before this table existed (text version 1: one amount, no creditor named):
-- kept so the member sees and can revoke them, repeat debits need version 2 (server/payments/sepa.ts).
INSERT INTO "DirectDebitMandate" ("userId", "providerMandateId", "reference", "creditorName", "creditorAddress",
  "creditorId", "holder", "iban", "textVersion", "language", "signedAt")
SELECT DISTINCT ON (o."mandateId") r."userId", o."mandateId",
  COALESCE(NULLIF(upper(left(regexp_replace(s."name", '[^A-Za-z0-9]', '', 'g'), 12)), ''), 'AMORA') || '-' || r."id",
  c."name", c."address" || ', ' || c."city" || ', ' || c."country", c."sepaCreditorId", r."holder", r."iban", 1,
  left(u."language", 5), r."createdAt"
FROM "DirectDebitRequest" r
JOIN "Order" o ON o."id" = r."orderId" AND o."mandateId" IS NOT NULL
JOIN "User" u ON u."id" = r."userId"
JOIN "Site" s ON s."id" = u."siteId"
JOIN "Company" c ON c."id" = s."companyId"
ORDER BY o."mandateId", r."id";
