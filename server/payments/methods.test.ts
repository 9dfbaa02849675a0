import { describe, expect, it } from 'vitest'
import { CATALOGUE, PAYMENT_METHODS, methodsFor, resolveMethod } from './methods.ts'

const site = { paymentMethodsOff: [], paymentProvidersOff: [] }

describe('the payment-method catalogue', () => {
  it('has the 24 SPEC methods, each with a provider', () => {
    expect(PAYMENT_METHODS).toHaveLength(24)
    for (const name of PAYMENT_METHODS) expect(['stripe', 'mollie']).toContain(CATALOGUE[name].provider)
  })

  it('offers the methods of a country and currency, most used first, never a retired name', () => {
    const nl = methodsFor(site, 'NL', 'EUR').map((m) => m.name)
    expect(nl[0]).toBe('ideal')
    expect(nl).toEqual(expect.arrayContaining(['creditcard', 'visa', 'paypal', 'sct', 'paysafecard']))
    expect(nl).not.toEqual(expect.arrayContaining(['blik']))
    expect(
      methodsFor(site, 'PL', 'PLN')
        .map((m) => m.name)
        .slice(0, 2),
    ).toEqual(['blik', 'prezelewy24'])
    expect(methodsFor(site, 'SE', 'SEK')[0]!.name).toBe('swish')
    expect(methodsFor(site, 'CH', 'CHF')[0]!.name).toBe('twint')
    for (const country of ['NL', 'DE', 'NO', 'AT'])
      for (const m of methodsFor(site, country, country === 'NO' ? 'NOK' : 'EUR')) expect(m.successor).toBeUndefined()
    // Direct debit needs its mandate flow.
    expect(methodsFor(site, 'NL', 'EUR').map((m) => m.name)).not.toContain('sdd')
  })

  it('offers Vipps in Norway and MobilePay in Denmark and Finland, each where its provider takes it', () => {
    const norway = methodsFor(site, 'NO', 'NOK').map((m) => m.name)
    expect(norway[0]).toBe('vipps')
    expect(norway).not.toContain('mobilepay')
    expect(CATALOGUE.vipps).toMatchObject({ provider: 'mollie', providerMethod: 'vipps', currencies: ['NOK'] })
    expect(resolveMethod('vipps', site, 'NO', 'NOK')?.name).toBe('vipps')
    expect(resolveMethod('mobilepay', site, 'NO', 'NOK')).toBeNull()
    expect(methodsFor(site, 'DK', 'DKK')[0]!.name).toBe('mobilepay')
    expect(methodsFor(site, 'FI', 'EUR').map((m) => m.name)).toContain('mobilepay')
    expect(methodsFor(site, 'DK', 'DKK').map((m) => m.name)).not.toContain('vipps')
    // Without Mollie there is no Vipps, and Norway is not offered MobilePay instead.
    const noMollie = methodsFor({ paymentMethodsOff: [], paymentProvidersOff: ['mollie'] }, 'NO', 'NOK').map((m) => m.name)
    expect(noMollie).not.toContain('vipps')
    expect(noMollie).not.toContain('mobilepay')
  })

  it('routes retired methods to their successor and honours the per-site switches', () => {
    expect(resolveMethod('giropay', site, 'DE', 'EUR')?.name).toBe('paypal')
    expect(resolveMethod('sofort', site, 'DE', 'EUR')?.name).toBe('paypal')
    expect(resolveMethod('ideal', site, 'BE', 'EUR')).toBeNull()
    expect(resolveMethod('ideal', site, 'NL', 'PLN')).toBeNull()
    expect(resolveMethod('nope', site, 'NL', 'EUR')).toBeNull()
    expect(resolveMethod('ideal', { paymentMethodsOff: ['ideal'], paymentProvidersOff: [] }, 'NL', 'EUR')).toBeNull()
    expect(resolveMethod('giropay', { paymentMethodsOff: ['giropay'], paymentProvidersOff: [] }, 'DE', 'EUR')).toBeNull()
    const noMollie = methodsFor({ paymentMethodsOff: [], paymentProvidersOff: ['mollie'] }, 'NL', 'EUR')
    expect(noMollie.every((m) => m.provider === 'stripe')).toBe(true)
  })
})
