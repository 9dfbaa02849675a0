-- CreateEnum
CREATE TYPE "StaffRole" AS ENUM ('support', 'moderator', 'operator', 'admin');

-- AlterTable
ALTER TABLE "AuditLog" ADD COLUMN     "after" JSONB,
ADD COLUMN     "before" JSONB,
ADD COLUMN     "siteId" INTEGER,
ADD COLUMN     "staffId" INTEGER,
ADD COLUMN     "subjectId" TEXT,
ADD COLUMN     "subjectType" TEXT;

-- CreateTable
CREATE TABLE "Staff" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "passwordHash" TEXT,
    "passwordChangedAt" TIMESTAMP(3),
    "roles" "StaffRole"[],
    "allSites" BOOLEAN NOT NULL DEFAULT false,
    "siteIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "totpSecret" TEXT,
    "totpLastStep" INTEGER,
    "setupTokenHash" TEXT,
    "setupExpiresAt" TIMESTAMP(3),
    "disabledAt" TIMESTAMP(3),
    "lastLoginAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Staff_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StaffSession" (
    "id" TEXT NOT NULL,
    "staffId" INTEGER NOT NULL,
    "verifiedAt" TIMESTAMP(3),
    "pendingTotpSecret" TEXT,
    "siteId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "ip" TEXT,
    "userAgent" TEXT,

    CONSTRAINT "StaffSession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StaffRecoveryCode" (
    "id" SERIAL NOT NULL,
    "staffId" INTEGER NOT NULL,
    "codeHash" TEXT NOT NULL,
    "usedAt" TIMESTAMP(3),

    CONSTRAINT "StaffRecoveryCode_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Staff_email_key" ON "Staff"("email");

-- CreateIndex
CREATE UNIQUE INDEX "Staff_setupTokenHash_key" ON "Staff"("setupTokenHash");

-- CreateIndex
CREATE INDEX "StaffSession_staffId_idx" ON "StaffSession"("staffId");

-- CreateIndex
CREATE INDEX "StaffRecoveryCode_staffId_idx" ON "StaffRecoveryCode"("staffId");

-- CreateIndex
CREATE INDEX "AuditLog_staffId_createdAt_idx" ON "AuditLog"("staffId", "createdAt");

-- CreateIndex
CREATE INDEX "AuditLog_subjectType_subjectId_idx" ON "AuditLog"("subjectType", "subjectId");

-- AddForeignKey
ALTER TABLE "AuditLog" ADD CONSTRAINT "AuditLog_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "Staff"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StaffSession" ADD CONSTRAINT "StaffSession_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "Staff"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StaffRecoveryCode" ADD CONSTRAINT "StaffRecoveryCode_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "Staff"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand (Prisma cannot express triggers): the audit trail is append-only. UPDATE and
-- DELETE are refused, except the one update PostgreSQL itself makes when a member row is
-- deleted (ON DELETE SET NULL of "userId"), and TRUNCATE is refused too (docs/staff.md).
-- The body is an escape string whose semicolons are written \073: the migration runner of
-- @prisma/adapter-pg splits scripts at every semicolon, dollar quotes included.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = ''UPDATE'' AND NEW."userId" IS NULL AND OLD."userId" IS NOT NULL
     AND (to_jsonb(NEW) - ''userId'') = (to_jsonb(OLD) - ''userId'') THEN
    RETURN NEW\073
  END IF\073
  RAISE EXCEPTION ''AuditLog is append-only: % refused'', TG_OP USING ERRCODE = ''insufficient_privilege''\073
END\073
';

CREATE TRIGGER audit_log_append_only_rows BEFORE UPDATE OR DELETE ON "AuditLog"
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_append_only_truncate BEFORE TRUNCATE ON "AuditLog"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
