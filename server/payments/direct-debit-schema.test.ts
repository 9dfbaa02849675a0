import { describe, expect, it } from 'vitest'
import { directDebitSchema, maskIban, normaliseIban, normaliseMobile, smsCodeSchema } from './direct-debit-schema.ts'

describe('normaliseIban', () => {
  it('accepts valid SEPA IBANs in any spacing and case, in electronic format', () => {
    expect(normaliseIban('nl91 abna 0417 1643 00')).toBe('NL91ABNA0417164300')
    expect(normaliseIban('DE89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000')
    expect(normaliseIban('BE68539007547034')).toBe('BE68539007547034')
  })
  it('refuses a wrong checksum, a wrong length and a country outside SEPA', () => {
    expect(normaliseIban('NL91ABNA0417164301')).toBeNull()
    expect(normaliseIban('NL91ABNA04171643')).toBeNull()
    expect(normaliseIban('BR1800360305000010009795493C1')).toBeNull()
    expect(normaliseIban('')).toBeNull()
  })
})

describe('normaliseMobile', () => {
  it('gives E.164 for a mobile number of the country, national or international', () => {
    expect(normaliseMobile('06 12345678', 'NL')).toBe('+31612345678')
    expect(normaliseMobile('+31 6 1234 5678', 'NL')).toBe('+31612345678')
    expect(normaliseMobile('0151 23456789', 'DE')).toBe('+4915123456789')
  })
  it('refuses a foreign, a landline and a malformed number', () => {
    expect(normaliseMobile('+49 1512 3456789', 'NL')).toBeNull()
    expect(normaliseMobile('020 123 4567', 'NL')).toBeNull()
    expect(normaliseMobile('06 123', 'NL')).toBeNull()
  })
})

describe('maskIban', () => {
  it('keeps the country, check digits, bank and last four', () => {
    expect(maskIban('NL91ABNA0417164300')).toBe('NL91 ABNA •••• ••43 00')
    expect(maskIban('NL91ABNA0417164300')).not.toContain('0417')
  })
})

describe('the forms', () => {
  const valid = {
    package: '3',
    holder: ' Anna de Vries ',
    iban: 'NL91 ABNA 0417 1643 00',
    street: 'Keizersgracht',
    houseNumber: '12a',
    postalCode: '1015 CJ',
    city: 'Amsterdam',
    phone: '06 12345678',
    consent: 'on',
    withdrawalWaiver: 'on',
  }
  it('parses the mandate form into normalised values', () => {
    expect(directDebitSchema('NL').parse(valid)).toMatchObject({
      package: 3,
      holder: 'Anna de Vries',
      iban: 'NL91ABNA0417164300',
      phone: '+31612345678',
    })
  })
  it('names each missing or invalid field with its message key', () => {
    const result = directDebitSchema('DE').safeParse({
      ...valid,
      holder: '',
      city: '<b>',
      consent: undefined,
      withdrawalWaiver: undefined,
    })
    expect(result.success).toBe(false)
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]))
    expect(messages).toEqual({
      holder: 'directDebit.errors.holderRequired',
      city: 'directDebit.errors.invalidCharacters',
      phone: 'directDebit.errors.phoneInvalid',
      consent: 'directDebit.errors.consentRequired',
      withdrawalWaiver: 'withdrawal.required',
    })
  })
  it('takes exactly six digits as a code', () => {
    expect(smsCodeSchema.safeParse({ request: '1', code: ' 012345 ' }).success).toBe(true)
    for (const code of ['12345', '1234567', '12a456', ''])
      expect(smsCodeSchema.safeParse({ request: '1', code }).success).toBe(false)
  })
})
