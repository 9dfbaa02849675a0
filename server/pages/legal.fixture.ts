// A site and company as the legal page tests need them (no database).
import type { SiteWithCompany } from '../sites/get-site-by-host.ts'

const day = (iso: string) => new Date(`${iso}T00:00:00Z`)

const company = {
  id: 1,
  name: 'Amora Media B.V.',
  address: 'Herengracht 182',
  city: '1016 BR Amsterdam',
  country: 'NL',
  kvk: '81234567',
  tradenames: ['Amora', 'Amora Dating'],
  vatNumbers: ['NL862345678B01', 'DE123456789'],
  supportPhone: '+31 20-999 99 99',
  sepaCreditorId: 'NL82ZZZ812345670000',
  deleteDiscount: 50,
  added: day('2024-03-15'),
  createdAt: new Date(),
  updatedAt: new Date(),
}
export const testSite = {
  id: 1,
  domain: 'amora.example',
  name: 'Amora',
  supportEmail: 'support@amora.example',
  supportPhone: '+31 20-123 45 67',
  refundDays: 14,
  minAge: 18,
  messageCredits: 10,
  photoCredits: 20,
  countries: ['NL', 'DE', 'DK'],
  paymentMethodsOff: [],
  paymentProvidersOff: [],
  company,
} as unknown as SiteWithCompany
