// Translation keys for the profile screen's labels, shared by the page and GET /api/profile.php.
import type { TFunction } from 'i18next'

/** The label of a details field, e.g. "Hair colour". */
export function detailFieldLabel(t: TFunction, field: string): string {
  return t(`members:fields.${field}`)
}

/** The label of a details value, e.g. hair_color "blonde" → "Blonde". */
export function detailValueLabel(t: TFunction, field: string, value: string): string {
  return t(`members:options.${field}.${value}`)
}

export function interestLabel(t: TFunction, slug: string): string {
  return t(`members:interests.${slug}`)
}
