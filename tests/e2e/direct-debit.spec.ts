// Direct debit (/directdebit, SPEC §5): a member chooses "Direct debit (SEPA)" at the checkout,
// fills in the mandate, reads the SMS code at the development SMS page (/dev/sms) and confirms;
// the credits are there at once while the bank collects. In English with JavaScript, and in
// German without it (a refused foreign number first, then a blocked member's refusal).
import type { BrowserContext, Page } from '@playwright/test'
import { test, expect, createMember, logInAs, hydrated, checkAll, waiveWithdrawal } from './fixtures.ts'
import { E2E_ORIGIN } from './e2e-env.ts'
import { query } from './database.ts'

test.describe.configure({ timeout: 120_000 })

/** A Dutch or German mobile number no other test uses. */
function mobile(country: 'NL' | 'DE') {
  const digits = String(Math.floor(Math.random() * 1e6)).padStart(6, '0')
  return country === 'NL'
    ? { typed: `06 12 ${digits}`, e164: `+316 12${digits}`.replace(' ', '') }
    : { typed: `0151 23${digits}`, e164: `+4915123${digits}` }
}

/** The newest code texted to `e164`, read where a developer reads it. */
async function smsCode(context: BrowserContext, e164: string) {
  const sms = await context.newPage()
  await sms.goto('/dev/sms')
  const text = await sms.getByTestId('dev-sms').filter({ hasText: e164 }).first().textContent()
  await sms.close()
  return /\b(\d{6})\b/.exec(text ?? '')![1]!
}

async function fillMandate(
  page: Page,
  labels: Record<'holder' | 'iban' | 'street' | 'houseNumber' | 'postalCode' | 'city' | 'phone', string>,
  values: Record<'holder' | 'iban' | 'street' | 'houseNumber' | 'postalCode' | 'city' | 'phone', string>,
) {
  for (const key of Object.keys(labels) as (keyof typeof labels)[])
    await page.getByLabel(labels[key], { exact: true }).fill(values[key])
}

test('a member pays by direct debit with the SMS code and can use the credits at once', async ({ page, context }) => {
  const member = await createMember({ country: 'NL', signedUpDaysAgo: 30 })
  await logInAs(context, member)
  await page.goto('/credits')
  await hydrated(page)
  await page.getByTestId('package-p1').getByRole('link').click()
  await hydrated(page)
  await page
    .getByRole('list', { name: 'Choose a payment method' })
    .getByRole('link')
    .filter({ hasText: 'Direct debit (SEPA)' })
    .click()
  await hydrated(page)
  const total = (await page.getByTestId('checkout-total').textContent())!
  await waiveWithdrawal(page)
  await page.getByRole('button', { name: `Pay ${total}` }).click()

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay by direct debit')
  await expect(page.getByTestId('direct-debit-total')).toHaveText(total)
  await hydrated(page)
  const phone = mobile('NL')
  await fillMandate(
    page,
    {
      holder: 'Account holder',
      iban: 'IBAN',
      street: 'Street',
      houseNumber: 'House number',
      postalCode: 'Postal code',
      city: 'City',
      phone: 'Mobile number',
    },
    {
      holder: member.name,
      iban: 'NL91 ABNA 0417 1643 00',
      street: 'Oudegracht',
      houseNumber: '21',
      postalCode: '3511 AB',
      city: 'Utrecht',
      phone: phone.typed,
    },
  )
  await page.getByLabel(/I authorise .* to collect/).check()
  await waiveWithdrawal(page)
  await page.getByRole('button', { name: 'Send confirmation code by SMS' }).click()

  await expect(page.getByText(/We have sent a confirmation code by SMS to \+316.* It is valid for 10 minutes\./)).toBeVisible()
  await expect(page.getByText('NL91 ABNA •••• ••43 00')).toBeVisible()
  const code = await smsCode(context, phone.e164)
  await hydrated(page)
  // A wrong code first: SPEC §5's message, with the attempts left.
  await page.getByLabel('Confirmation code').fill(code === '000000' ? '111111' : '000000')
  await page.getByRole('button', { name: `Confirm and pay ${total}` }).click()
  await expect(page.getByTestId('direct-debit-problem')).toHaveText('Code invalid. You can try 4 more times.')
  await page.getByLabel('Confirmation code').fill(code)
  await page.getByRole('button', { name: `Confirm and pay ${total}` }).click()

  await expect(page).toHaveURL(new RegExp(`^${E2E_ORIGIN}/credits/\\d+/sdd\\?order=\\d+$`))
  await expect(page.getByTestId('payment-completed')).toContainText('credits have been added to your account.')
  await expect(page.getByTestId('payment-collecting')).toBeVisible()
  const [row] = await query<{ credits: number; paidUser: boolean }>(`select credits, "paidUser" from "User" where id = $1`, [
    member.id,
  ])
  expect(row!.credits).toBeGreaterThan(0)
  expect(row!.paidUser).toBe(true)
})

test.describe('without JavaScript, in German', () => {
  test.use({ javaScriptEnabled: false })

  test('a foreign number is refused, then the mandate goes through; a blocked member is told why', async ({ page, context }) => {
    const member = await createMember({ country: 'DE', language: 'de', signedUpDaysAgo: 30 })
    await logInAs(context, member)
    await context.addCookies([{ name: 'lng', value: 'de', url: E2E_ORIGIN }])
    const [pkg] = await query<{ id: number }>(
      `select p.id from "CreditPackage" p join "Site" s on s.id = p."siteId"
        where s.domain = 'localhost' and p.country = 'DE' and p.tier = 'p0' and p.currency = 'EUR'`,
    )
    await page.goto(`/credits/${pkg!.id}/sdd`)
    await waiveWithdrawal(page)
    await page.getByRole('button', { name: /bezahlen/ }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Per Lastschrift bezahlen')
    const labels = {
      holder: 'Kontoinhaber',
      iban: 'IBAN',
      street: 'Straße',
      houseNumber: 'Hausnummer',
      postalCode: 'Postleitzahl',
      city: 'Ort',
      phone: 'Handynummer',
    }
    const phone = mobile('DE')
    const values = {
      holder: member.name,
      iban: 'DE89 3704 0044 0532 0130 00',
      street: 'Hauptstraße',
      houseNumber: '5',
      postalCode: '10115',
      city: 'Berlin',
      phone: '06 12345678',
    }
    await fillMandate(page, labels, values)
    await checkAll(page)
    await page.getByRole('button', { name: 'Bestätigungscode per SMS senden' }).click()
    // A Dutch number for a German account: refused, and what was typed is kept.
    await expect(page.getByText('Bitte gib eine Handynummer aus deinem Land ein.')).toBeVisible()
    await expect(page.getByLabel('IBAN', { exact: true })).toHaveValue(values.iban)
    await page.getByLabel('Handynummer', { exact: true }).fill(phone.typed)
    await checkAll(page)
    await page.getByRole('button', { name: 'Bestätigungscode per SMS senden' }).click()

    const code = await smsCode(context, phone.e164)
    await page.getByLabel('Bestätigungscode').fill(code)
    await page.getByRole('button', { name: /Bestätigen und .* bezahlen/ }).click()
    await expect(page.getByTestId('payment-completed')).toBeVisible()
    await expect(page.getByTestId('payment-collecting')).toHaveText(
      'Der Betrag wird in den nächsten Tagen von deinem Bankkonto abgebucht. Deine Credits kannst du sofort nutzen.',
    )

    // The bank later refuses a debit (a charge-back): no more direct debit for this member.
    await query(`update "User" set "directDebitBlocked" = true where id = $1`, [member.id])
    await page.goto(`/directdebit?package=${pkg!.id}`)
    await expect(page.getByTestId('direct-debit-refused')).toContainText(
      'Für dein Konto bei uns ist die Zahlung per Lastschrift gesperrt.',
    )
  })
})
