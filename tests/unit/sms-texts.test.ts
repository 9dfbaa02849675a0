// The direct-debit SMS (payments:directDebit.sms) goes out in one part in every language: at most
// 160 characters in the GSM-7 alphabet, or 70 when the text needs a letter outside it (UCS-2).
// A no-break space, "ó" or "ż" switches a text to UCS-2 (docs/glossary.md, SMS).
import { describe, expect, it } from 'vitest'
import { locales } from '../../shared/i18n/config.ts'
import { SMS_CODE_LENGTH } from '../../server/payments/direct-debit-schema.ts'
import { loadLocale } from './locale-files.ts'

const GSM7 = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
)
/** A site name longer than the seeded ones, so a real site's text is never longer than this. */
const SITE = 'Amora Dating'

describe.each(locales)('the direct-debit SMS in %s', (lng) => {
  it('fits one SMS part', () => {
    const template = loadLocale(lng)['payments:directDebit.sms']!
    const text = template.replace('{{site}}', SITE).replace('{{code}}', '9'.repeat(SMS_CODE_LENGTH)).replace('{{minutes}}', '10') // DIRECT_DEBIT_CODE_MINUTES
    const gsm7 = [...text].every((c) => GSM7.has(c))
    expect(text.length, `${gsm7 ? 'GSM-7' : 'UCS-2'}: ${text}`).toBeLessThanOrEqual(gsm7 ? 160 : 70)
  })
})
