// Every template in every language: translated subject, CTA link in HTML and text,
// lang attribute, no unreplaced {{placeholders}}, locale-formatted deletion date.
import { describe, expect, it } from 'vitest'
import { locales, type Locale } from '../shared/i18n/config.ts'
import { renderEmail, type EmailContext, type EmailTemplate, type EmailVariables } from './render.ts'

const deletionDate = new Date('2030-12-15T12:00:00Z')
const variables: { [K in EmailTemplate]: EmailVariables[K] } = {
  activation: { activationUrl: 'https://amora.example/activate/tok-activation-123', expiresHours: 24 },
  'password-reset': { resetUrl: 'https://amora.example/reset/tok-reset-456', expiresHours: 1 },
  'email-change': {
    confirmUrl: 'https://amora.example/email/confirm/tok-change-789',
    newEmail: 'new.address@example.org',
    expiresHours: 48,
  },
  'deletion-scheduled': { reactivateUrl: 'https://amora.example/reactivate/tok-react-000', days: 30, deletionDate },
  'photo-rejected': {
    photoUrl: 'https://amora.example/uploads/ab/abcdef-thumb.webp',
    profileUrl: 'https://amora.example/profile',
    note: 'The photo shows another person.',
  },
  'profile-disabled': { termsUrl: 'https://amora.example/pages/terms', note: 'The profile copies another member.' },
  'data-export-ready': { downloadUrl: 'https://amora.example/data-export/7?sig=abc', expiresAt: deletionDate },
  'order-confirmation': {
    orderId: 4711,
    credits: 400,
    amount: 4999,
    currency: 'EUR',
    method: 'ideal',
    paidAt: deletionDate,
    collecting: false,
    receiptUrl: 'https://amora.example/transactions/4711',
    waiverAt: deletionDate,
    waiverVersion: 1,
  },
  'debit-notice': {
    orderId: 4712,
    amount: 2999,
    currency: 'EUR',
    collectionDate: deletionDate,
    mandateReference: 'AMORA-77',
    creditorId: 'NL82ZZZ812345670000',
    creditorName: 'Amora Media B.V.',
    iban: 'NL91 ABNA •••• ••43 00',
    settingsUrl: 'https://amora.example/notifications#direct-debit-mandates',
  },
  'complaint-received': {
    reference: 'AMR-2030-7F3K9Q',
    reason: 'Fake profile',
    receivedAt: deletionDate,
    termsUrl: 'https://amora.example/pages/terms',
  },
  'complaint-decided': {
    reference: 'AMR-2030-7F3K9Q',
    decision: 'rejected',
    note: 'The photo is the member’s own.',
    receivedAt: deletionDate,
    termsUrl: 'https://amora.example/pages/terms',
  },
}
const ctaUrl: { [K in EmailTemplate]: string } = {
  activation: variables.activation.activationUrl,
  'password-reset': variables['password-reset'].resetUrl,
  'email-change': variables['email-change'].confirmUrl,
  'deletion-scheduled': variables['deletion-scheduled'].reactivateUrl,
  'photo-rejected': variables['photo-rejected'].profileUrl,
  'profile-disabled': variables['profile-disabled'].termsUrl,
  'data-export-ready': variables['data-export-ready'].downloadUrl,
  'order-confirmation': variables['order-confirmation'].receiptUrl,
  'debit-notice': variables['debit-notice'].settingsUrl,
  'complaint-received': variables['complaint-received'].termsUrl,
  'complaint-decided': variables['complaint-decided'].termsUrl,
}
const templates = Object.keys(variables) as EmailTemplate[]

function context(language: Locale): EmailContext {
  return {
    language,
    siteName: 'Amora',
    siteUrl: 'https://amora.example',
    supportEmail: 'support@amora.example',
    name: 'Kim',
  }
}

function render<T extends EmailTemplate>(template: T, language: Locale) {
  return renderEmail<EmailTemplate>(template, context(language), variables[template])
}

describe.each(templates)('template %s', (template) => {
  it.each([...locales])('renders in %s', async (lng) => {
    const email = await render(template, lng)
    expect(email.subject.trim()).not.toBe('')
    if (lng !== 'en') {
      const english = await render(template, 'en')
      expect(email.subject).not.toBe(english.subject)
    }
    expect(email.html).toContain(ctaUrl[template])
    expect(email.text).toContain(ctaUrl[template])
    expect(email.html).toContain(`lang="${lng}"`)
    for (const part of [email.subject, email.html, email.text]) expect(part).not.toContain('{{')
    expect(email.html).toContain('Kim')
    expect(email.html).toContain('mailto:support@amora.example')
    expect(email.html).toContain('https://amora.example')
  })
})

describe('details', () => {
  it('formats the deletion date in the member’s language', async () => {
    const de = await render('deletion-scheduled', 'de')
    expect(de.html).toContain('15. Dezember 2030')
    expect(de.text).toContain('Dezember')
    expect((await render('deletion-scheduled', 'en')).html).toContain('15 December 2030')
    expect((await render('deletion-scheduled', 'fr')).html).toContain('décembre')
    expect((await render('deletion-scheduled', 'nb')).html).toContain('desember')
    expect((await render('deletion-scheduled', 'pl')).html).toContain('grudnia')
  })

  it('uses the language’s plural forms for the expiry note', async () => {
    const hours = (h: number) => ({ ...variables['password-reset'], expiresHours: h })
    const pl = (h: number) => renderEmail('password-reset', context('pl'), hours(h)).then((e) => e.text)
    expect(await pl(1)).toContain('1 godzinę')
    expect(await pl(3)).toContain('3 godziny')
    expect(await pl(5)).toContain('5 godzin.')
    const en = await renderEmail('password-reset', context('en'), hours(1))
    expect(en.text).toContain('1 hour.')
  })

  it('confirms an order with the waiver of the right of withdrawal, its text and date', async () => {
    const en = await render('order-confirmation', 'en')
    expect(en.text).toContain('4711')
    expect(en.text).toContain('€49.99')
    expect(en.text).toContain('iDEAL')
    expect(en.text).toContain('I understand that I lose my 14-day right of withdrawal')
    expect(en.text).toContain('15 December 2030')
    const de = await render('order-confirmation', 'de')
    expect(de.text).toContain('Widerrufsrecht')
  })

  it('pre-notifies a direct debit with amount, date, mandate reference and creditor identifier', async () => {
    for (const lng of locales) {
      const email = await render('debit-notice', lng)
      for (const fact of ['AMORA-77', 'NL82ZZZ812345670000', 'Amora Media B.V.', 'NL91 ABNA']) expect(email.text).toContain(fact)
      expect(email.text).toMatch(/29[.,]99/)
      expect(email.text).toContain('2030')
    }
  })

  it('puts the new address into the e-mail change message', async () => {
    const email = await render('email-change', 'es')
    expect(email.html).toContain('new.address@example.org')
    expect(email.text).toContain('new.address@example.org')
  })

  it('shows the complaint reference in the subject, the HTML and the text', async () => {
    const nl = await render('complaint-received', 'nl')
    for (const part of [nl.subject, nl.html, nl.text]) expect(part).toContain('AMR-2030-7F3K9Q')
    expect(nl.subject).toContain('melding')
    expect(nl.text).toContain('Fake profile')
    expect(nl.text).toContain('15 december 2030')
  })

  it('shows the rejected photo, the reason (or the general one) and how to contest it', async () => {
    const withNote = await render('photo-rejected', 'en')
    expect(withNote.html).toContain('src="https://amora.example/uploads/ab/abcdef-thumb.webp"')
    expect(withNote.text).toContain('Reason: The photo shows another person.')
    expect(withNote.text).toContain('support@amora.example')
    const without = await renderEmail('photo-rejected', context('nl'), { ...variables['photo-rejected'], note: '' })
    expect(without.text).not.toContain('The photo shows another person.')
    expect(without.text).not.toContain('{{')
  })

  it('tells a member their profile is hidden, why (or the general reason) and how to contest it', async () => {
    const withNote = await render('profile-disabled', 'fi')
    expect(withNote.text).toContain('The profile copies another member.')
    expect(withNote.text).toContain('support@amora.example')
    expect(withNote.html).not.toContain('<img')
    const without = await renderEmail('profile-disabled', context('pl'), { ...variables['profile-disabled'], note: '' })
    expect(without.text).not.toContain('The profile copies another member.')
    expect(without.text).not.toContain('{{')
  })

  it('gives the decision, the team’s note and the ways to contest it', async () => {
    const rejected = await render('complaint-decided', 'de')
    expect(rejected.subject).toContain('AMR-2030-7F3K9Q')
    expect(rejected.text).toContain('The photo is the member’s own.')
    expect(rejected.text).toContain('support@amora.example')
    const resolved = await renderEmail('complaint-decided', context('en'), {
      ...variables['complaint-decided'],
      decision: 'resolved',
      note: null,
    })
    expect(resolved.text).toContain('have taken action')
    expect(resolved.text).not.toContain('Note from our team')
    expect(resolved.text).toContain('out-of-court dispute settlement body')
  })

  it('escapes the member’s name in the HTML', async () => {
    const email = await renderEmail('activation', { ...context('en'), name: '<b>Kim</b>' }, variables.activation)
    expect(email.html).not.toContain('<b>Kim</b>')
    expect(email.html).toContain('&lt;b&gt;Kim&lt;/b&gt;')
  })
})
