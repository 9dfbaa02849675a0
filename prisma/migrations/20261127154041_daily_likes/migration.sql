-- CreateTable
CREATE TABLE "DailyLikes" (
    "userId" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "used" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "DailyLikes_pkey" PRIMARY KEY ("userId")
);

-- AddForeignKey
ALTER TABLE "DailyLikes" ADD CONSTRAINT "DailyLikes_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
