-- DropForeignKey
ALTER TABLE "DiscountRedemption" DROP CONSTRAINT "DiscountRedemption_orderId_fkey";

-- AlterTable
ALTER TABLE "DiscountCode" ADD COLUMN     "maxRedemptions" INTEGER;

-- AlterTable
ALTER TABLE "DiscountRedemption" ADD COLUMN     "onceKey" TEXT,
ADD COLUMN     "paidAt" TIMESTAMP(3);

-- CreateIndex
CREATE UNIQUE INDEX "DiscountRedemption_orderId_key" ON "DiscountRedemption"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "DiscountRedemption_onceKey_key" ON "DiscountRedemption"("onceKey");

-- AddForeignKey
ALTER TABLE "DiscountRedemption" ADD CONSTRAINT "DiscountRedemption_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The time bonus of SPEC §9: one shared code, usable once per member within 4 hours of signup.
INSERT INTO "DiscountCode" ("code", "kind", "valuePercentage", "validity", "paymentMethods")
VALUES ('TIMEBONUS25', 'time_bonus', 25, 'once_per_user', '{}')
ON CONFLICT ("code") DO NOTHING;
