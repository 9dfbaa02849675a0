// The chat's built-in GIF set (issue 12): 24 animated stickers shipped in public/stickers/ (SVG
// with CSS animation, no network needed). A GIF message stores the sticker's address; only these
// addresses (and a configured search provider's, gif-search.ts) can be sent.
export const STICKERS = [
  'heart',
  'hearts',
  'heart-arrow',
  'kiss',
  'smile',
  'wink',
  'laugh',
  'love-eyes',
  'blush',
  'surprised',
  'sad',
  'cool',
  'star',
  'sparkles',
  'fire',
  'flower',
  'rose',
  'sun',
  'moon',
  'rainbow',
  'cake',
  'coffee',
  'wine',
  'wave',
] as const

export type StickerId = (typeof STICKERS)[number]

export const stickerUrl = (id: StickerId) => `/stickers/${id}.svg`

/** The sticker a GIF message's address points at, or null for any other address. */
export function stickerOf(url: string | null | undefined): StickerId | null {
  const match = /^\/stickers\/([a-z-]+)\.svg$/.exec(url ?? '')
  return match && (STICKERS as readonly string[]).includes(match[1]!) ? (match[1] as StickerId) : null
}
