// The site settings forms as the console's actions read them (conform's parseWithZod on the
// posted form data): empty fields, checkboxes, amounts and lists come out as the services expect,
// and every refusal is a staff.json key, never zod's English.
import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import type { ZodType } from 'zod'
import {
  discountCreateSchema,
  formatAmount,
  icebreakerSaveSchema,
  minimumCostSchema,
  packageUpdateSchema,
  siteGeneralSchema,
  siteTextSchema,
} from './settings.ts'

const posted = (schema: ZodType, fields: Record<string, string>) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return parseWithZod(form, { schema })
}

const general = {
  name: 'Amora',
  mailName: 'Amora',
  domainLanguage: 'en',
  supportEmail: 'support@amora.example',
  supportPhone: '+31 20-123 45 67',
  countries: 'nl, BE;de',
  messageCredits: '10',
  photoCredits: '20',
  giftCredits: '0',
  signupCredits: '0',
  messageLength: '1000',
  freeMessages: '3',
  freeHistoryDays: '30',
  minAge: '18',
  refundDays: '14',
  signups: 'with_trafficsource',
  loggedOutSearch: 'on',
  niche: '2',
  fictionalIcon: '',
  directDebitLimit: '300,5',
  directDebitLimitDays: '30',
}

describe('the settings forms', () => {
  it('read the general form: lists, numbers, unticked boxes, an empty icon, euros as cents', () => {
    const result = posted(siteGeneralSchema, general)
    expect(result.status).toBe('success')
    expect(result.status === 'success' && result.value).toMatchObject({
      countries: ['NL', 'BE', 'DE'],
      refundDays: 14,
      loggedOutSearch: true,
      loggedOutSearchTrafficsource: false,
      niche: 2,
      fictionalIcon: '',
      directDebitLimit: 30050,
    })
  })

  it('refuse bad values with staff.json keys only', () => {
    const result = posted(siteGeneralSchema, {
      ...general,
      refundDays: 'soon',
      minAge: '',
      countries: 'NL, NL',
      niche: '9',
      signups: 'maybe',
      supportPhone: 'call us',
      name: '',
      messageLength: '3',
    })
    expect(result.status).toBe('error')
    const errors = result.status === 'error' ? (result.error ?? {}) : {}
    expect(errors).toEqual({
      refundDays: ['settings.errors.number'],
      minAge: ['settings.errors.number'],
      countries: ['settings.errors.countriesTwice'],
      niche: ['settings.errors.choice'],
      signups: ['settings.errors.choice'],
      supportPhone: ['settings.errors.phone'],
      name: ['settings.errors.required'],
      messageLength: ['settings.errors.range'],
    })
  })

  it('read an empty site text as "back to the default"', () => {
    const result = posted(siteTextSchema, { locale: 'de', key: 'index_title', value: '' })
    expect(result.status === 'success' && result.value).toEqual({ locale: 'de', key: 'index_title', value: '' })
    const unknown = posted(siteTextSchema, { locale: 'xx', key: 'title', value: 'x'.repeat(2001) })
    expect(unknown.status === 'error' && unknown.error).toEqual({
      locale: ['settings.errors.language'],
      key: ['settings.errors.choice'],
      value: ['settings.errors.tooLong'],
    })
  })

  it('read prices, optional fields and ids', () => {
    expect(posted(packageUpdateSchema, { id: '7', amount: '19,9', credits: '100', active: 'on' })).toMatchObject({
      status: 'success',
      value: { id: 7, amount: 1990, credits: 100, popular: false, active: true },
    })
    expect(posted(packageUpdateSchema, { id: '7.5', amount: '19.999', credits: '1' })).toMatchObject({
      error: { id: ['settings.errors.notFound'], amount: ['settings.errors.amount'] },
    })
    expect(
      posted(discountCreateSchema, {
        code: 'spring-1',
        percentage: '15',
        validity: 'unlimited',
        country: '',
        days: '',
        uses: '',
      }),
    ).toMatchObject({ status: 'success', value: { code: 'SPRING-1', percentage: 15, validity: 'unlimited' } })
    expect(posted(discountCreateSchema, { code: 'x', percentage: '95', validity: 'once_per_user', minimum: '5' })).toMatchObject({
      error: {
        code: ['settings.errors.code'],
        percentage: ['settings.errors.range'],
      },
    })
    expect(posted(icebreakerSaveSchema, { id: '', language: 'fi', text: 'Hei!', sortOrder: '4' })).toMatchObject({
      status: 'success',
      value: { language: 'fi', text: 'Hei!', sortOrder: 4 },
    })
    expect(posted(minimumCostSchema, { country: 'se', currency: '', amount: '' })).toMatchObject({
      status: 'success',
      value: { country: 'SE' },
    })
    expect(formatAmount(1990)).toBe('19.90')
    expect(formatAmount(5)).toBe('0.05')
  })
})
