// The direct-debit mandate form (SPEC §5): account holder, IBAN, street, house number, postal
// code, city, mobile number and the consent checkbox; then the SMS code. The IBAN is checked with
// ibantools (checksum, length per country, SEPA), the number with libphonenumber-js: a mobile
// number of the member's payment country ("a foreign phone number" is refused). Pure: the page's
// form constraints come from here too. Messages are keys in locales/<lng>/payments.json.
import { electronicFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools'
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max'
import { z } from 'zod'
import { WITHDRAWAL_WAIVER_FIELD, withdrawalWaiverField } from '../../shared/payments/withdrawal.ts'

export const SMS_CODE_LENGTH = 6

const text = (required: string, max: number, tooLong = 'directDebit.errors.tooLong') =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine((v) => !/[<>]/.test(v), 'directDebit.errors.invalidCharacters')

/** The IBAN in electronic format (no spaces, upper case) when it is a valid IBAN of a SEPA country. */
export function normaliseIban(input: string): string | null {
  const iban = electronicFormatIBAN(input) ?? ''
  if (!isValidIBAN(iban)) return null
  return isSEPACountry(iban.slice(0, 2)) ? iban : null
}

/** The number in E.164 when it is a mobile number of `country`. */
export function normaliseMobile(input: string, country: string): string | null {
  const phone = parsePhoneNumberFromString(input, country as CountryCode)
  if (!phone?.isValid() || phone.country !== country) return null
  const type = phone.getType()
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? phone.number : null
}

/** "NL91 ABNA •••• ••43 00"-style: only the country, bank and last four characters stay readable. */
export function maskIban(iban: string): string {
  const visible = iban.slice(0, 8) + '•'.repeat(Math.max(0, iban.length - 12)) + iban.slice(-4)
  return visible.replace(/(.{4})/g, '$1 ').trim()
}

export function directDebitSchema(country: string) {
  return z.object({
    package: z.coerce.number({ error: 'directDebit.errors.package' }).int().positive().max(2_147_483_647),
    discount: z.string().trim().max(60).optional(),
    holder: text('directDebit.errors.holderRequired', 70),
    iban: z
      .string({ error: 'directDebit.errors.ibanRequired' })
      .trim()
      .min(1, 'directDebit.errors.ibanRequired')
      .max(50, 'directDebit.errors.ibanInvalid')
      .transform((v, ctx) => {
        const iban = normaliseIban(v)
        if (!iban) {
          ctx.addIssue({ code: 'custom', message: 'directDebit.errors.ibanInvalid' })
          return z.NEVER
        }
        return iban
      }),
    street: text('directDebit.errors.streetRequired', 100),
    houseNumber: text('directDebit.errors.houseNumberRequired', 20),
    postalCode: text('directDebit.errors.postalCodeRequired', 12),
    city: text('directDebit.errors.cityRequired', 80),
    phone: z
      .string({ error: 'directDebit.errors.phoneRequired' })
      .trim()
      .min(1, 'directDebit.errors.phoneRequired')
      .max(30, 'directDebit.errors.phoneInvalid')
      .transform((v, ctx) => {
        const phone = normaliseMobile(v, country)
        if (!phone) {
          ctx.addIssue({ code: 'custom', message: 'directDebit.errors.phoneInvalid' })
          return z.NEVER
        }
        return phone
      }),
    /** A checked checkbox posts "on". */
    consent: z.literal('on', { error: 'directDebit.errors.consentRequired' }),
    /** The waiver of the right of withdrawal (shared/payments/withdrawal.ts), as at every checkout. */
    [WITHDRAWAL_WAIVER_FIELD]: withdrawalWaiverField,
  })
}

export type DirectDebitDetails = z.output<ReturnType<typeof directDebitSchema>>

export const smsCodeSchema = z.object({
  request: z.coerce.number().int().positive().max(2_147_483_647),
  code: z
    .string({ error: 'directDebit.errors.codeInvalid' })
    .trim()
    .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), 'directDebit.errors.codeInvalid'),
})
