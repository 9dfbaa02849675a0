// The steps after the account exists: location and about me (SPEC §2 signup steps).
import { z } from 'zod'
import { prisma } from '../db.ts'

export const locationSchema = z.object({
  country: z.string({ error: 'errors.countryRequired' }).regex(/^[A-Z]{2}$/, 'errors.countryRequired'),
  region: z.coerce.number({ error: 'errors.regionRequired' }).int().positive('errors.regionRequired'),
  city: z.string().trim().max(80, 'errors.cityTooLong').optional(),
})
export const aboutSchema = z.object({ about_me: z.string().trim().max(2000, 'errors.aboutTooLong').optional() })

export type SignupStep = 'location' | 'about' | 'confirm'

/** The first step this member still has to do, or null when signup is complete. */
export async function nextSignupStep(userId: number): Promise<SignupStep | null> {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, include: { profile: true } })
  if (!user.profile?.regionId) return 'location'
  if (user.profile.aboutMe === null) return 'about'
  if (user.status === 'not_confirmed') return 'confirm'
  return null
}

export async function saveLocation(userId: number, siteCountries: string[], input: z.infer<typeof locationSchema>) {
  if (!siteCountries.includes(input.country)) return { ok: false as const, field: 'country', error: 'errors.countryRequired' }
  const region = await prisma.region.findUnique({ where: { id: input.region } })
  if (!region || region.countryCode !== input.country)
    return { ok: false as const, field: 'region', error: 'errors.regionRequired' }
  await prisma.profile.update({
    where: { userId },
    data: {
      country: input.country,
      regionId: region.id,
      city: input.city || null,
      // Coarse position: the region's main city, never the member's own coordinates.
      latitude: region.latitude,
      longitude: region.longitude,
    },
  })
  return { ok: true as const }
}

export async function saveAboutMe(userId: number, aboutMe: string | undefined) {
  await prisma.profile.update({ where: { userId }, data: { aboutMe: aboutMe ?? '' } })
}

export async function regionsFor(countries: string[]) {
  const rows = await prisma.country.findMany({
    where: { code: { in: countries } },
    select: { code: true, subregionKind: true, regions: { orderBy: { name: 'asc' }, select: { id: true, name: true } } },
  })
  return countries.map((c) => rows.find((r) => r.code === c)).filter((r) => r !== undefined)
}
