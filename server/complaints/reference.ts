// Human complaint references such as AMR-2026-7F3K9Q: short enough to read out on the phone,
// without the look-alikes 0/O and 1/I/L.
import { randomInt } from 'node:crypto'

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
const LENGTH = 6
export const REFERENCE_PATTERN = /^AMR-\d{4}-[2-9A-HJKMNP-Z]{6}$/

export function newComplaintReference(now = new Date()): string {
  let code = ''
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return `AMR-${now.getUTCFullYear()}-${code}`
}

/** "amr-2026-7f3k9q " → "AMR-2026-7F3K9Q": staff and reporters type references by hand. */
export function normalizeReference(value: string): string {
  return value.trim().toUpperCase()
}
