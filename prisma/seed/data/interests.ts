// The seeded Interest rows: each interest of shared/members/interests.ts with its emoji (what
// /api/interests.php answers as its icon).
import { interestSlugs, type InterestSlug } from '../../../shared/members/interests.ts'

export interface InterestSeed {
  slug: InterestSlug
  icon: string // one emoji
}

const icons: Record<InterestSlug, string> = {
  adventure: '🧭',
  analsex: '🍑',
  animals: '🐾',
  art: '🎨',
  astrology: '🔮',
  bbq: '🍖',
  beach: '🏖️',
  beer: '🍺',
  biking: '🚴',
  bondage: '🔗',
  coffee: '☕',
  cooking: '🍳',
  dancing: '💃',
  exchanging_pictures: '📸',
  fashion: '👗',
  foodie: '🍽️',
  gardening: '🌱',
  gym: '🏋️',
  hiking: '🥾',
  hugging: '🤗',
  kissing: '💋',
  lingerie: '👙',
  massages: '💆',
  masturbating: '💦',
  movies: '🎬',
  music: '🎵',
  one_night_stand: '🌙',
  oral_sex: '👅',
  outdoors: '🏕️',
  party: '🎉',
  photography: '📷',
  politics: '🏛️',
  public_sex: '🙈',
  reading: '📚',
  relationship: '💑',
  sadomasochism: '⛓️',
  safe_sex: '🛡️',
  sex: '🔥',
  sex_toys: '🪄',
  shopping: '🛍️',
  sports: '⚽',
  sushi: '🍣',
  tattoos: '🖋️',
  tea: '🍵',
  theater: '🎭',
  threesome: '🔱',
  travelling: '✈️',
  vegetarian: '🥗',
  video_games: '🎮',
  wine: '🍷',
}

/** The Interest table's rows, in the order of shared/members/interests.ts. */
export const interests: InterestSeed[] = interestSlugs.map((slug) => ({ slug, icon: icons[slug] }))
