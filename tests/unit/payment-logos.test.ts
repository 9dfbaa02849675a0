// The payment methods' logos: every method of the catalogue has its logo files (or is listed as
// having none), and the files are what the react-pay-icons package renders (run
// scripts/generate-payment-logos.tsx after updating it). Plain SVG: no script, no outside reference.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { METHOD_LOGOS, METHODS_WITHOUT_LOGO, methodLogos } from '../../shared/payments/method-logos.ts'
import { renderPaymentLogos } from '../../scripts/payment-logos.tsx'
import { PAYMENT_METHODS } from '../../server/payments/methods.ts'

const publicDir = path.resolve(import.meta.dirname, '../../public')

describe('payment method logos', () => {
  it('cover every method of the catalogue, or say it has none', () => {
    for (const method of PAYMENT_METHODS) {
      const listed = Object.hasOwn(METHOD_LOGOS, method) || (METHODS_WITHOUT_LOGO as readonly string[]).includes(method)
      expect(listed, method).toBe(true)
      for (const src of methodLogos(method)) expect(existsSync(path.join(publicDir, src)), src).toBe(true)
    }
  })

  it('are the package’s own marks, as plain self-contained SVG', async () => {
    for (const [file, svg] of Object.entries(await renderPaymentLogos())) {
      const onDisk = readFileSync(path.join(publicDir, 'payment-methods', `${file}.svg`), 'utf8')
      expect(onDisk, file).toBe(svg)
      expect(onDisk).not.toMatch(/<script|href="http|url\(http/i)
    }
  })
})
