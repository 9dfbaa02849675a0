// Translation keys of profile labels (members namespace), the one place they live: the profile
// screen, GET /api/profile.php, the profile editor and the icons lander all use them.
import type { TFunction } from 'i18next'

/** The label of a details field, e.g. "Hair colour". */
export function detailFieldLabel(t: TFunction, field: string): string {
  return t(`members:fields.${field}`)
}

/** The label of a details value, e.g. hair_color "blonde" → "Blonde". */
export function detailValueLabel(t: TFunction, field: string, value: string): string {
  return t(`members:options.${field}.${value}`)
}

/** The label of one of the 50 interests, e.g. "wine" → "Wine". */
export function interestLabel(t: TFunction, slug: string): string {
  return t(`members:interests.${slug}`)
}
