-- CreateTable
CREATE TABLE "SiteText" (
    "siteId" INTEGER NOT NULL,
    "locale" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SiteText_pkey" PRIMARY KEY ("siteId","locale","key")
);

-- AddForeignKey
ALTER TABLE "SiteText" ADD CONSTRAINT "SiteText_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "Site"("id") ON DELETE CASCADE ON UPDATE CASCADE;
