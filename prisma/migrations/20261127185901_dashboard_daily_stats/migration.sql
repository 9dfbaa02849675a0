-- CreateTable
CREATE TABLE "SiteDailyStats" (
    "siteId" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "signups" INTEGER NOT NULL DEFAULT 0,
    "activations" INTEGER NOT NULL DEFAULT 0,
    "firstPurchases" INTEGER NOT NULL DEFAULT 0,
    "paidOrders" INTEGER NOT NULL DEFAULT 0,
    "refunds" INTEGER NOT NULL DEFAULT 0,
    "messagesSent" INTEGER NOT NULL DEFAULT 0,
    "activeMembers" INTEGER,
    "photosWaiting" INTEGER,
    "complaintsOpen" INTEGER,
    "computedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SiteDailyStats_pkey" PRIMARY KEY ("siteId","day")
);

-- CreateTable
CREATE TABLE "SiteDailyRevenue" (
    "siteId" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "currency" VARCHAR(3) NOT NULL,
    "paymentMethod" TEXT NOT NULL,
    "paidOrders" INTEGER NOT NULL DEFAULT 0,
    "paidAmount" BIGINT NOT NULL DEFAULT 0,
    "refunds" INTEGER NOT NULL DEFAULT 0,
    "refundedAmount" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "SiteDailyRevenue_pkey" PRIMARY KEY ("siteId","day","currency","paymentMethod")
);

-- CreateIndex
CREATE INDEX "SiteDailyStats_day_idx" ON "SiteDailyStats"("day");

-- CreateIndex
CREATE INDEX "Message_createdAt_idx" ON "Message"("createdAt");

-- CreateIndex
CREATE INDEX "Order_paidAt_idx" ON "Order"("paidAt");

-- CreateIndex
CREATE INDEX "Order_refundedAt_idx" ON "Order"("refundedAt");

-- CreateIndex
CREATE INDEX "Photo_status_createdAt_idx" ON "Photo"("status", "createdAt");

-- CreateIndex
CREATE INDEX "User_siteId_signupDate_idx" ON "User"("siteId", "signupDate");

-- CreateIndex
CREATE INDEX "User_siteId_activatedAt_idx" ON "User"("siteId", "activatedAt");

-- AddForeignKey
ALTER TABLE "SiteDailyStats" ADD CONSTRAINT "SiteDailyStats_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "Site"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SiteDailyRevenue" ADD CONSTRAINT "SiteDailyRevenue_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "Site"("id") ON DELETE CASCADE ON UPDATE CASCADE;
