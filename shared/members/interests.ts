// The interests a member picks (SPEC §3 Interests), by slug: the seed writes the Interest table
// from this list (prisma/seed/data/interests.ts, its order is the table's sortOrder), the profile
// form draws an icon for each (app/components/profile/interest-icon.tsx), and the icons lander
// shows the 16 of landerInterestSlugs (server/landers/lander-interests.ts).

export const interestSlugs = [
  'adventure',
  'analsex',
  'animals',
  'art',
  'astrology',
  'bbq',
  'beach',
  'beer',
  'biking',
  'bondage',
  'coffee',
  'cooking',
  'dancing',
  'exchanging_pictures',
  'fashion',
  'foodie',
  'gardening',
  'gym',
  'hiking',
  'hugging',
  'kissing',
  'lingerie',
  'massages',
  'masturbating',
  'movies',
  'music',
  'one_night_stand',
  'oral_sex',
  'outdoors',
  'party',
  'photography',
  'politics',
  'public_sex',
  'reading',
  'relationship',
  'sadomasochism',
  'safe_sex',
  'sex',
  'sex_toys',
  'shopping',
  'sports',
  'sushi',
  'tattoos',
  'tea',
  'theater',
  'threesome',
  'travelling',
  'vegetarian',
  'video_games',
  'wine',
] as const
export type InterestSlug = (typeof interestSlugs)[number]

/** The interests the icons lander shows, each with its own drawing (app/components/landers/interest-icon.tsx). */
export const landerInterestSlugs = [
  'travelling',
  'music',
  'movies',
  'dancing',
  'cooking',
  'wine',
  'coffee',
  'beach',
  'hiking',
  'gym',
  'photography',
  'reading',
  'animals',
  'party',
  'kissing',
  'hugging',
] as const satisfies readonly InterestSlug[]
export type LanderInterestSlug = (typeof landerInterestSlugs)[number]

export function isLanderInterest(slug: string | undefined): slug is LanderInterestSlug {
  return (landerInterestSlugs as readonly string[]).includes(slug ?? '')
}
