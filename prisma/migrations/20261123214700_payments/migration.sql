-- AlterEnum
ALTER TYPE "OrderStatus" ADD VALUE 'charged_back';

-- AlterTable
ALTER TABLE "Site" ADD COLUMN     "paymentMethodsOff" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "paymentProvidersOff" "PaymentProvider"[] DEFAULT ARRAY[]::"PaymentProvider"[];
