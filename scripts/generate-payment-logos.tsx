// Writes the payment methods' logos into public/payment-methods/ as plain SVG files, from the
// react-pay-icons package (MIT, a dev dependency): self-hosted images, no JavaScript and no
// request elsewhere. Run again after updating the package: npx tsx scripts/generate-payment-logos.tsx
// (tests/unit/payment-logos.test.ts fails when the files and the package differ).
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { renderPaymentLogos } from './payment-logos.tsx'

const dir = path.resolve(import.meta.dirname, '../public/payment-methods')
mkdirSync(dir, { recursive: true })
for (const [file, svg] of Object.entries(await renderPaymentLogos())) writeFileSync(path.join(dir, `${file}.svg`), svg)
console.log(`wrote ${dir}`)
