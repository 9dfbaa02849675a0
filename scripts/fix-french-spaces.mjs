// French typography in locales/fr: a no-break space (U+00A0) before : ; ! ? (docs/glossary.md,
// rule fr.nbsp). Run after adding French texts: node scripts/fix-french-spaces.mjs
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

// Texts sent as SMS keep the plain space: U+00A0 is outside GSM-7 (glossary rule fr.nbsp).
const KEEP = new Set(['payments.json:directDebit.sms'])
const dir = 'locales/fr'
const fix = (value, key) =>
  typeof value === 'string' ? (KEEP.has(key) ? value : value.replace(/ ([:;!?])/g, '\u00a0$1')) : value
function walk(node, file, prefix) {
  if (typeof node !== 'object' || node === null) return fix(node, `${file}:${prefix}`)
  for (const [k, v] of Object.entries(node)) node[k] = walk(v, file, prefix ? `${prefix}.${k}` : k)
  return node
}
let changed = 0
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const full = path.join(dir, file)
  const before = readFileSync(full, 'utf8')
  const after = JSON.stringify(walk(JSON.parse(before), file, ''), null, 2) + '\n'
  if (after !== before) {
    writeFileSync(full, after)
    changed++
  }
}
console.log(`${changed} French file(s) changed`)
