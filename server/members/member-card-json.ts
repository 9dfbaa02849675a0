// A member card in the JSON API's shape (snake_case, main_image as in SPEC §3 Profile).
import type { MemberCard } from './member-card.ts'
import type { MainImageJson } from '../photos/photo-url.ts'

export interface MemberCardJson {
  id: number
  name: string
  age: number
  city: string | null
  country: string
  fictional: boolean
  card_type: MemberCard['cardType']
  main_image: MainImageJson | null
}

export function toMemberCardJson(card: MemberCard): MemberCardJson {
  return {
    id: card.id,
    name: card.name,
    age: card.age,
    city: card.city,
    country: card.country,
    fictional: card.fictional,
    card_type: card.cardType,
    main_image: card.photo ? { filename: card.photo.url, thumb_filename: card.photo.thumb, match: card.photo.match } : null,
  }
}
