-- AlterEnum
ALTER TYPE "OrderStatus" ADD VALUE 'refunding';
