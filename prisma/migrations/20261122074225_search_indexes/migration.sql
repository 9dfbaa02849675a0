-- DropIndex
DROP INDEX "Profile_siteId_searchable_gender_country_regionId_birthDate_idx";

-- DropIndex
DROP INDEX "Profile_siteId_searchable_gender_lastActiveAt_idx";

-- DropIndex
DROP INDEX "Profile_siteId_searchable_lastActiveAt_idx";

-- CreateIndex
CREATE INDEX "Profile_search_place_idx" ON "Profile"("siteId", "searchable", "country", "gender", "regionId", "birthDate", "status", "invisible");

-- CreateIndex
CREATE INDEX "Profile_search_recent_idx" ON "Profile"("siteId", "searchable", "lastActiveAt" DESC, "userId" DESC, "status", "invisible", "gender", "country", "regionId", "birthDate", "latitude", "longitude");

-- CreateIndex
CREATE INDEX "Profile_search_gender_recent_idx" ON "Profile"("siteId", "searchable", "gender", "lastActiveAt" DESC, "userId" DESC, "status", "invisible", "country", "regionId", "birthDate", "latitude", "longitude");

-- CreateIndex
CREATE INDEX "Profile_search_position_idx" ON "Profile"("siteId", "searchable", "latitude", "longitude", "status", "invisible", "gender", "country", "regionId", "birthDate");
