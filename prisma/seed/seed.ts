// Seeds reference data, the demo sites and demo members. Safe to run twice: rows are
// upserted or skipped, and members are made deterministically by their number.
import path from 'node:path'
import bcrypt from 'bcrypt'
import webpush from 'web-push'
import type { PrismaClient } from '../../server/generated/prisma/client.ts'
import { buildPhotoPool } from './avatars.ts'
import { currencyByCountry, defaultSiteCountries, packageCredits, packagePrices } from './catalog.ts'
import { countries } from './data/countries.ts'
import { gifts } from './data/gifts.ts'
import { icebreakers } from './data/icebreakers.ts'
import { interests } from './data/interests.ts'
import { seedDemoActivity } from './activity.ts'
import { seedOperatorInbox } from './operator-inbox.ts'
import { createMembers, DEMO_PASSWORD } from './members.ts'
import { profileFields } from '../../shared/members/profile-options.ts'

export interface SeedOptions {
  members: number
  uploadDir: string
  /** Where the web processes load photos from, when not the upload folder (an S3 bucket). */
  storePhoto?: (key: string, file: Buffer) => Promise<void>
  log?: (message: string) => void
}

export const DEFAULT_DOMAIN = 'localhost'

export async function seedDatabase(prisma: PrismaClient, options: SeedOptions) {
  const log = options.log ?? (() => {})
  const started = Date.now()
  const site = await seedSites(prisma)
  await seedReferenceData(prisma)
  await seedCreditPackages(prisma, site.id)
  const passwordHash = await bcrypt.hash(DEMO_PASSWORD, 10)
  const pool = await buildPhotoPool(
    path.resolve(options.uploadDir),
    Math.max(6, Math.min(80, Math.ceil(options.members / 4))),
    options.storePhoto,
  )
  const result = await createMembers(prisma, { siteId: site.id, target: options.members, pool, passwordHash, log })
  for (const account of [result.demo, result.premium]) await seedDemoActivity(prisma, site.id, account)
  await seedOperatorInbox(prisma, site.id)
  log(
    `Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${result.created} new members (${result.total} demo members in all).`,
  )
  log(`Demo member:   ${result.demo.email} / ${DEMO_PASSWORD}  (free member)`)
  log(`Premium demo:  ${result.premium.email} / ${DEMO_PASSWORD}  (paid member with credits)`)
  return result
}

async function seedSites(prisma: PrismaClient) {
  const existing = await prisma.site.findUnique({ where: { domain: DEFAULT_DOMAIN } })
  if (existing) return existing
  const company = await prisma.company.create({
    data: {
      name: 'Amora Media B.V.',
      address: 'Herengracht 182',
      city: '1016 BR Amsterdam',
      country: 'NL',
      kvk: '81234567',
      tradenames: ['Amora', 'Amora Dating'],
      vatNumbers: ['NL862345678B01'],
      supportPhone: '+31 20-123 45 67',
      // NL + check digits + ZZZ + the KvK number + 0000 (the Dutch SEPA creditor identifier form).
      sepaCreditorId: 'NL82ZZZ812345670000',
      deleteDiscount: 50,
      added: new Date('2024-03-15'),
    },
  })
  const { publicKey, privateKey } = webpush.generateVAPIDKeys()
  const minimumMessageCosts = Object.fromEntries(
    Object.entries(currencyByCountry).map(([country, currency]) => {
      const prices = packagePrices[currency]!
      // The cheapest a message gets: 10 credits at the largest package's price per credit.
      return [country, { costs: Math.round((prices.p3 / packageCredits.p3) * 10), currency }]
    }),
  )
  const common = {
    companyId: company.id,
    visibleProfileFields: [...profileFields],
    visibleProfileNotes: ['about_me'],
    searchFields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
    messageCredits: 10,
    photoCredits: 20,
    giftCredits: 0,
    signupCredits: 0,
    messageLength: 1000,
    minimumMessageCosts,
    supportEmail: 'support@amora.example',
    supportPhone: '+31 20-123 45 67',
    pushPublicKey: publicKey,
    pushPrivateKey: privateKey,
    fictionalIcon: '🎭',
    fictionalWarning: 'This profile is fictional. It is run by our team to entertain you; you will not meet this person.',
    fictionalSingular: 'fictional profile',
    fictionalPlural: 'fictional profiles',
    refundDays: 14,
  }
  const site = await prisma.site.create({
    data: {
      ...common,
      domain: DEFAULT_DOMAIN,
      isDefault: true,
      name: 'Amora',
      domainLanguage: 'en',
      indexTitle: 'Amora: dating and chat for singles',
      description: 'Meet singles near you on Amora: free signup, chat, likes and matches in 11 languages.',
      mailName: 'Amora',
      countries: defaultSiteCountries,
      niche: 1,
      signups: 'all',
      loggedOutSearch: true,
    },
  })
  // A second brand on the same database, to show one container per domain.
  await prisma.site.create({
    data: {
      ...common,
      domain: 'she.localhost',
      name: 'Amora She',
      domainLanguage: 'nl',
      indexTitle: 'Amora She: vrouwen ontmoeten vrouwen',
      description: 'Daten en chatten voor vrouwen die vrouwen zoeken.',
      mailName: 'Amora She',
      countries: ['NL', 'BE', 'DE'],
      niche: 2,
      signups: 'with_trafficsource',
      loggedOutSearch: false,
      loggedOutSearchTrafficsource: true,
      memberResell: true,
    },
  })
  return site
}

async function seedReferenceData(prisma: PrismaClient) {
  await prisma.country.createMany({
    data: countries.map((c) => ({ code: c.code, subregionKind: c.subregion, language: c.language, currency: c.currency })),
    skipDuplicates: true,
  })
  await prisma.region.createMany({
    data: countries.flatMap((c) =>
      c.regions.map((r) => ({
        countryCode: c.code,
        code: r.code,
        name: r.name,
        latitude: r.cities[0]?.lat ?? null,
        longitude: r.cities[0]?.lon ?? null,
      })),
    ),
    skipDuplicates: true,
  })
  await prisma.interest.createMany({
    data: interests.map((i, index) => ({ slug: i.slug, icon: i.icon, sortOrder: index + 1 })),
    skipDuplicates: true,
  })
  await prisma.gift.createMany({ data: gifts, skipDuplicates: true })
  await prisma.icebreaker.createMany({
    data: Object.entries(icebreakers).flatMap(([language, lines]) =>
      lines.map((text, index) => ({ language, text, sortOrder: index + 1 })),
    ),
    skipDuplicates: true,
  })
}

async function seedCreditPackages(prisma: PrismaClient, siteId: number) {
  await prisma.creditPackage.createMany({
    data: Object.entries(currencyByCountry).flatMap(([country, currency]) =>
      (Object.keys(packageCredits) as (keyof typeof packageCredits)[]).map((tier) => ({
        siteId,
        tier,
        country,
        currency,
        amount: packagePrices[currency]![tier],
        credits: packageCredits[tier],
        popular: tier === 'p2',
      })),
    ),
    skipDuplicates: true,
  })
}
