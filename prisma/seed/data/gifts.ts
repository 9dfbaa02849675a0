export interface GiftSeed {
  slug: string
  icon: string // one emoji
  credits: number
  sortOrder: number
}

export const gifts: GiftSeed[] = [
  { slug: 'heart', icon: '❤️', credits: 5, sortOrder: 1 },
  { slug: 'kiss', icon: '💋', credits: 5, sortOrder: 2 },
  { slug: 'coffee', icon: '☕', credits: 8, sortOrder: 3 },
  { slug: 'rose', icon: '🌹', credits: 10, sortOrder: 4 },
  { slug: 'sunflower', icon: '🌻', credits: 10, sortOrder: 5 },
  { slug: 'cupcake', icon: '🧁', credits: 12, sortOrder: 6 },
  { slug: 'chocolates', icon: '🍫', credits: 15, sortOrder: 7 },
  { slug: 'cocktail', icon: '🍸', credits: 20, sortOrder: 8 },
  { slug: 'teddy_bear', icon: '🧸', credits: 25, sortOrder: 9 },
  { slug: 'champagne', icon: '🍾', credits: 40, sortOrder: 10 },
  { slug: 'lingerie_set', icon: '👙', credits: 50, sortOrder: 11 },
  { slug: 'diamond_ring', icon: '💍', credits: 100, sortOrder: 12 },
]
