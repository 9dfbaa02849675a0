// Demo members whose names, cities and languages fit their country. Member n is always
// made from the same random seed, so running the seed again adds only what is missing.
import type { PrismaClient, Prisma } from '../../server/generated/prisma/client.ts'
import { bodyTypes, eyeColors, hairColors, signupReasons, tattooOptions } from '../../shared/members/profile-options.ts'
import type { PhotoPool } from './avatars.ts'
import { aboutMe } from './data/about-me.ts'
import { countries, type CountrySeed } from './data/countries.ts'
import { firstNames } from './data/names.ts'
import { createRandom, type Random } from './random.ts'
import { bulkInsert } from './bulk-insert.ts'

export const DEMO_PASSWORD = 'amora-demo'
export const DEMO_EMAIL_DOMAIN = 'amora.example'
const BATCH = 1000
const DAY = 86_400_000

const countryWeights: [string, number][] = [
  ['NL', 16],
  ['DE', 16],
  ['GB', 12],
  ['US', 12],
  ['BE', 5],
  ['AT', 4],
  ['CH', 4],
  ['DK', 3],
  ['NO', 3],
  ['SE', 4],
  ['FI', 3],
  ['PL', 6],
  ['FR', 6],
  ['IT', 5],
  ['ES', 5],
  ['IE', 2],
  ['LU', 1],
]
const ageBuckets: [[number, number], number][] = [
  [[18, 24], 15],
  [[25, 34], 28],
  [[35, 44], 24],
  [[45, 54], 18],
  [[55, 64], 10],
  [[65, 75], 5],
]

interface MemberPlan {
  user: Prisma.UserCreateManyInput
  profile: Omit<Prisma.ProfileCreateManyInput, 'userId'>
  photos: Omit<Prisma.PhotoCreateManyInput, 'userId'>[]
  interestIds: number[]
}

interface Overrides {
  email: string
  gender: 'male' | 'female'
  country: string
  age: number
  paid: boolean
  credits: number
  photos: number
}

function asciiName(name: string) {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
}

function planMember(
  index: number,
  ctx: {
    siteId: number
    pool: PhotoPool
    passwordHash: string
    interestIds: number[]
    regionIds: Map<string, number>
    now: number
  },
  overrides?: Overrides,
): MemberPlan {
  const rng: Random = createRandom(index * 7919 + 17)
  const countryCode = overrides?.country ?? rng.weighted(countryWeights)
  const country = countries.find((c) => c.code === countryCode) as CountrySeed
  const gender = overrides?.gender ?? (rng.chance(0.45) ? 'female' : 'male')
  const names = firstNames[countryCode]!
  const name = rng.pick(gender === 'female' ? names.female : names.male)
  const sexuality = rng.weighted([
    ['hetero', 85],
    ['bi', 6],
    [gender === 'female' ? 'lesbian' : 'gay', 9],
  ] as const)
  const [minAge, maxAge] = rng.weighted(ageBuckets)
  const age = overrides?.age ?? rng.int(minAge, maxAge)
  const now = new Date(ctx.now)
  const birthDate = new Date(
    Date.UTC(now.getUTCFullYear() - age - 1, now.getUTCMonth(), now.getUTCDate()) + rng.int(1, 364) * DAY,
  )
  const region = rng.pick(country.regions)
  const city = rng.pick(region.cities)
  const jitter = () => (rng.next() - 0.5) * 0.02
  const lastActiveAt = new Date(
    ctx.now - (rng.chance(0.05) ? rng.int(0, 300_000) : Math.floor(-Math.log(1 - rng.next()) * 5 * DAY)),
  )
  const signupDate = new Date(Math.min(lastActiveAt.getTime(), ctx.now - rng.int(0, 730) * DAY))
  const roll = rng.next()
  const status = overrides ? 'active' : roll < 0.02 ? 'not_confirmed' : roll < 0.03 ? 'pending_deletion' : 'active'
  const invisible = !overrides && rng.chance(0.02)
  const profileStatus = !overrides && rng.chance(0.01) ? 'disabled' : 'active'
  const paid = overrides?.paid ?? rng.chance(0.1)
  const credits = overrides?.credits ?? (paid ? rng.int(0, 300) : 0)
  const photoCount = overrides?.photos ?? (rng.chance(0.03) ? 0 : rng.int(1, 6))
  const tracked = !overrides && rng.chance(0.3)
  const email = overrides?.email ?? `${asciiName(name) || 'member'}.${index}@${DEMO_EMAIL_DOMAIN}`
  const texts = aboutMe[country.language]
  return {
    user: {
      siteId: ctx.siteId,
      email,
      passwordHash: ctx.passwordHash,
      status,
      credits,
      paidUser: paid,
      signupDate,
      activatedAt: status === 'not_confirmed' ? null : signupDate,
      language: country.language,
      invisible,
      lastLoginAt: lastActiveAt,
      deletionRequestedAt: status === 'pending_deletion' ? new Date(ctx.now - rng.int(1, 10) * DAY) : null,
      deletionReason: status === 'pending_deletion' ? 'not_looking' : null,
      trackingNetwork: tracked ? rng.pick(['google', 'meta', 'tiktok', 'affiliate']) : null,
      trackingRef: tracked ? `ref${rng.int(100, 999)}` : null,
      trackingSub1: tracked ? `campaign-${rng.int(1, 20)}` : null,
    },
    profile: {
      siteId: ctx.siteId,
      name,
      gender,
      sexuality,
      birthDate,
      country: countryCode,
      regionId: ctx.regionIds.get(`${countryCode}:${region.code}`) ?? null,
      city: city.name,
      latitude: Math.round((city.lat + jitter()) * 100) / 100,
      longitude: Math.round((city.lon + jitter()) * 100) / 100,
      signupReason: rng.pick(signupReasons),
      tattoos: rng.pick(tattooOptions),
      hairColor: rng.pick(hairColors),
      eyeColor: rng.pick(eyeColors),
      bodyType: rng.pick(bodyTypes),
      relationshipStatus: rng.weighted([
        ['single', 70],
        ['divorced', 12],
        ['widowed', 3],
        ['separated', 5],
        ['in_relationship', 5],
        ['married', 5],
      ] as const),
      aboutMe: rng.chance(0.85) && texts?.length ? rng.pick(texts) : null,
      status: profileStatus,
      fictional: !overrides && rng.chance(0.1),
      cardType: overrides
        ? 'standard'
        : rng.weighted([
            ['standard', 97],
            ['cam', 1.5],
            ['member_resell', 1.5],
          ] as const),
      invisible,
      searchable: status === 'active' && !invisible && profileStatus === 'active',
      lastActiveAt,
      createdAt: signupDate,
    },
    photos: Array.from({ length: photoCount }, (_, k) => {
      const own = ctx.pool[gender]
      const photo = own[rng.int(0, own.length - 1)]!
      return {
        ...photo,
        isMain: k === 0,
        visibility: k > 0 && rng.chance(0.2) ? 'private' : 'public',
        status: k > 0 && rng.chance(0.05) ? 'pending' : 'active',
        sortOrder: k,
        createdAt: signupDate,
        reviewedAt: signupDate,
      }
    }),
    interestIds: rng.sample(ctx.interestIds, rng.int(3, 8)),
  }
}

const userColumns = [
  ['siteId', 'int'],
  ['email', 'text'],
  ['passwordHash', 'text'],
  ['status', '"UserStatus"'],
  ['credits', 'int'],
  ['paidUser', 'boolean'],
  ['signupDate', 'timestamp(3)'],
  ['activatedAt', 'timestamp(3)'],
  ['language', 'text'],
  ['invisible', 'boolean'],
  ['lastLoginAt', 'timestamp(3)'],
  ['deletionRequestedAt', 'timestamp(3)'],
  ['deletionReason', 'text'],
  ['trackingNetwork', 'text'],
  ['trackingRef', 'text'],
  ['trackingSub1', 'text'],
  ['createdAt', 'timestamp(3)'],
  ['updatedAt', 'timestamp(3)'],
] as const
const profileColumns = [
  ['userId', 'int'],
  ['siteId', 'int'],
  ['name', 'text'],
  ['gender', '"Gender"'],
  ['sexuality', '"Sexuality"'],
  ['birthDate', 'date'],
  ['country', 'varchar(2)'],
  ['regionId', 'int'],
  ['city', 'text'],
  ['latitude', 'double precision'],
  ['longitude', 'double precision'],
  ['signupReason', 'text'],
  ['tattoos', 'text'],
  ['hairColor', 'text'],
  ['eyeColor', 'text'],
  ['bodyType', 'text'],
  ['relationshipStatus', 'text'],
  ['aboutMe', 'text'],
  ['status', '"ProfileStatus"'],
  ['fictional', 'boolean'],
  ['cardType', '"CardType"'],
  ['invisible', 'boolean'],
  ['searchable', 'boolean'],
  ['lastActiveAt', 'timestamp(3)'],
  ['createdAt', 'timestamp(3)'],
  ['updatedAt', 'timestamp(3)'],
] as const
const photoColumns = [
  ['userId', 'int'],
  ['visibility', '"PhotoVisibility"'],
  ['status', '"PhotoStatus"'],
  ['isMain', 'boolean'],
  ['filename', 'text'],
  ['thumbFilename', 'text'],
  ['matchFilename', 'text'],
  ['width', 'int'],
  ['height', 'int'],
  ['sortOrder', 'int'],
  ['createdAt', 'timestamp(3)'],
  ['reviewedAt', 'timestamp(3)'],
] as const

async function insertBatch(prisma: PrismaClient, plans: MemberPlan[]) {
  const now = new Date()
  await prisma.$transaction(
    async (tx) => {
      const users = await bulkInsert<{ id: number; email: string }>(
        tx,
        'User',
        userColumns,
        plans.map(({ user: u }) => [
          u.siteId,
          u.email,
          u.passwordHash,
          u.status,
          u.credits,
          u.paidUser,
          u.signupDate,
          u.activatedAt,
          u.language,
          u.invisible,
          u.lastLoginAt,
          u.deletionRequestedAt,
          u.deletionReason,
          u.trackingNetwork,
          u.trackingRef,
          u.trackingSub1,
          u.signupDate,
          now,
        ]),
        'id, email',
      )
      const idByEmail = new Map(users.map((u) => [u.email, u.id]))
      const withIds = plans.map((p) => ({ ...p, userId: idByEmail.get(p.user.email)! }))
      await bulkInsert(
        tx,
        'Profile',
        profileColumns,
        withIds.map(({ userId, profile: p }) => [
          userId,
          p.siteId,
          p.name,
          p.gender,
          p.sexuality,
          p.birthDate,
          p.country,
          p.regionId,
          p.city,
          p.latitude,
          p.longitude,
          p.signupReason,
          p.tattoos,
          p.hairColor,
          p.eyeColor,
          p.bodyType,
          p.relationshipStatus,
          p.aboutMe,
          p.status,
          p.fictional,
          p.cardType,
          p.invisible,
          p.searchable,
          p.lastActiveAt,
          p.createdAt,
          now,
        ]),
      )
      await bulkInsert(
        tx,
        'Photo',
        photoColumns,
        withIds.flatMap(({ userId, photos }) =>
          photos.map((ph) => [
            userId,
            ph.visibility,
            ph.status,
            ph.isMain,
            ph.filename,
            ph.thumbFilename,
            ph.matchFilename,
            ph.width,
            ph.height,
            ph.sortOrder,
            ph.createdAt,
            ph.reviewedAt,
          ]),
        ),
      )
      await bulkInsert(
        tx,
        'ProfileInterest',
        [
          ['profileId', 'int'],
          ['interestId', 'int'],
        ],
        withIds.flatMap((p) => p.interestIds.map((interestId) => [p.userId, interestId])),
      )
      // Every balance is backed by the ledger, demo credits included.
      await bulkInsert(
        tx,
        'CreditTransaction',
        [
          ['userId', 'int'],
          ['delta', 'int'],
          ['balanceAfter', 'int'],
          ['reason', '"CreditReason"'],
          ['note', 'text'],
          ['createdAt', 'timestamp(3)'],
        ],
        withIds
          .filter((p) => p.user.credits! > 0)
          .map((p) => [p.userId, p.user.credits, p.user.credits, 'adjustment', 'demo data', p.user.signupDate]),
      )
    },
    { timeout: 120_000, maxWait: 60_000 },
  )
}

export async function createMembers(
  prisma: PrismaClient,
  options: { siteId: number; target: number; pool: PhotoPool; passwordHash: string; log: (m: string) => void },
) {
  const interestIds = (await prisma.interest.findMany({ select: { id: true }, orderBy: { id: 'asc' } })).map((i) => i.id)
  const regions = await prisma.region.findMany({ select: { id: true, countryCode: true, code: true } })
  const regionIds = new Map(regions.map((r) => [`${r.countryCode}:${r.code}`, r.id]))
  const ctx = {
    siteId: options.siteId,
    pool: options.pool,
    passwordHash: options.passwordHash,
    interestIds,
    regionIds,
    now: Date.now(),
  }
  const demo = {
    email: `demo@${DEMO_EMAIL_DOMAIN}`,
    gender: 'male',
    country: 'NL',
    age: 36,
    paid: false,
    credits: 0,
    photos: 2,
  } as const
  const premium = {
    email: `premium@${DEMO_EMAIL_DOMAIN}`,
    gender: 'female',
    country: 'DE',
    age: 31,
    paid: true,
    credits: 120,
    photos: 4,
  } as const
  const specials = [demo, premium]
  const existingSpecials = await prisma.user.findMany({
    where: { siteId: options.siteId, email: { in: specials.map((s) => s.email) } },
    select: { email: true },
  })
  const missingSpecials = specials.filter((s) => !existingSpecials.some((e) => e.email === s.email))
  if (missingSpecials.length)
    await insertBatch(
      prisma,
      missingSpecials.map((s, i) => planMember(-1 - i, ctx, s)),
    )

  const existing = await prisma.user.count({
    where: { siteId: options.siteId, email: { endsWith: `@${DEMO_EMAIL_DOMAIN}`, notIn: specials.map((s) => s.email) } },
  })
  let created = missingSpecials.length
  for (let start = existing + 1; start <= options.target; start += BATCH) {
    const end = Math.min(options.target, start + BATCH - 1)
    const plans = []
    for (let i = start; i <= end; i++) plans.push(planMember(i, ctx))
    await insertBatch(prisma, plans)
    created += plans.length
    if (options.target >= 5000) options.log(`  members ${end.toLocaleString('en')} / ${options.target.toLocaleString('en')}`)
  }
  return { created, total: Math.max(existing, options.target) + specials.length, demo, premium }
}
