// Issue 34 items 1 and 3 as a member meets them: the checkout asks for the waiver of the right of
// withdrawal (a required, unticked box); a purchase without it is refused by the server (also
// when the browser's check is bypassed, and without JavaScript), with it the order keeps the
// waiver, the receipt and the order confirmation e-mail show it. Paying by direct debit shows the
// creditor identifier and the mandate reference, the pre-notification e-mail arrives for the
// debit, and the mandate is shown and revoked in the settings.
import type { BrowserContext } from '@playwright/test'
import { test, expect, createMember, logInAs, hydrated, checkAll, waiveWithdrawal } from './fixtures.ts'
import { E2E_ORIGIN } from './e2e-env.ts'
import { query } from './database.ts'
import { waitForEmail } from './mailbox.ts'

// The fake Mollie serves HTTPS with a self-signed certificate.
test.use({ ignoreHTTPSErrors: true })
test.describe.configure({ timeout: 120_000 })

const CREDITOR_ID = 'NL82ZZZ812345670000'

async function packageId(country: string, tier: string) {
  const [pkg] = await query<{ id: number }>(
    `select p.id from "CreditPackage" p join "Site" s on s.id = p."siteId"
      where s.domain = 'localhost' and p.country = $1 and p.tier = $2 and p.currency = 'EUR'`,
    [country, tier],
  )
  return pkg!.id
}

const orders = (userId: number) =>
  query<{
    id: number
    status: string
    withdrawalWaiverAt: Date | null
    withdrawalWaiverVersion: number | null
    withdrawalWaiverLanguage: string | null
  }>(
    `select id, status, "withdrawalWaiverAt", "withdrawalWaiverVersion", "withdrawalWaiverLanguage"
       from "Order" where "userId" = $1 order by id`,
    [userId],
  )

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('Pay without the waiver is refused by the server; with it the order keeps it', async ({ page, context }) => {
    const member = await createMember({ country: 'NL', signedUpDaysAgo: 30 })
    await logInAs(context, member)
    const pkg = await packageId('NL', 'p0')
    await page.goto(`/credits/${pkg}/creditcard`)
    const box = page.getByTestId('withdrawal-waiver').getByRole('checkbox')
    await expect(box).not.toBeChecked()
    await expect(page.getByTestId('withdrawal-waiver')).toContainText(
      'I understand that I lose my 14-day right of withdrawal once they have been added.',
    )
    // The browser stops the form while the box is empty; a request that skips that check is refused.
    const refused = await context.request.post(`${E2E_ORIGIN}/credits/${pkg}/creditcard`, {
      form: {},
      headers: { origin: E2E_ORIGIN },
      maxRedirects: 0,
    })
    expect(refused.status()).toBe(400)
    expect(await refused.text()).toContain('Please tick this box')
    expect(await orders(member.id)).toEqual([])

    await box.check()
    await page.getByRole('button', { name: 'Pay €4.99' }).click()
    await expect(page.getByText('TEST MODE')).toBeVisible()
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await expect(page.getByTestId('payment-completed')).toContainText('15 credits have been added to your account.')
    const [order] = await orders(member.id)
    expect(order).toMatchObject({ status: 'paid', withdrawalWaiverVersion: 1, withdrawalWaiverLanguage: 'en' })
    expect(order!.withdrawalWaiverAt).not.toBeNull()

    // The receipt and the order confirmation e-mail show the waiver and its words.
    await page.goto(`/transactions/${order!.id}`)
    const receipt = page.getByTestId('withdrawal-waiver-receipt')
    await expect(receipt).toContainText('Consent to immediate delivery and waiver of the right of withdrawal')
    await expect(receipt).toContainText('(text version 1)')
    await expect(receipt).toContainText('I want my credits added right away.')
    const mail = await waitForEmail(member.email, `/transactions/${order!.id}`, 30_000)
    expect(mail.subject).toBe(`Your order ${order!.id} at Amora`)
    expect(mail.text).toContain('you asked for your credits to be added right away')
    expect(mail.text).toContain('I understand that I lose my 14-day right of withdrawal')
  })
})

/** The newest code texted to `e164`, read where a developer reads it. */
async function smsCode(context: BrowserContext, e164: string) {
  const sms = await context.newPage()
  await sms.goto('/dev/sms')
  const text = await sms.getByTestId('dev-sms').filter({ hasText: e164 }).first().textContent()
  await sms.close()
  return /\b(\d{6})\b/.exec(text ?? '')![1]!
}

test('direct debit: creditor id and mandate reference, the pre-notification e-mail, revoking the mandate', async ({
  page,
  context,
}) => {
  const member = await createMember({ country: 'NL', signedUpDaysAgo: 30 })
  await logInAs(context, member)
  await page.goto(`/credits/${await packageId('NL', 'p1')}/sdd`)
  await hydrated(page)
  const total = (await page.getByTestId('checkout-total').textContent())!
  await waiveWithdrawal(page)
  await page.getByRole('button', { name: `Pay ${total}` }).click()

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay by direct debit')
  await expect(page.getByTestId('mandate-creditor')).toContainText(`Creditor identifier: ${CREDITOR_ID}`)
  await expect(
    page.getByText(/I authorise Amora Media B\.V\. to collect .* and later the amounts of repeat orders/),
  ).toBeVisible()
  await hydrated(page)
  const digits = String(Math.floor(Math.random() * 1e6)).padStart(6, '0')
  for (const [label, value] of [
    ['Account holder', member.name],
    ['IBAN', 'NL91 ABNA 0417 1643 00'],
    ['Street', 'Oudegracht'],
    ['House number', '21'],
    ['Postal code', '3511 AB'],
    ['City', 'Utrecht'],
    ['Mobile number', `06 12 ${digits}`],
  ] as const)
    await page.getByLabel(label, { exact: true }).fill(value)
  // The waiver is asked for again with the mandate: without it, no code is sent.
  await page.getByLabel(/I authorise Amora Media B\.V\. to collect/).check()
  await page.getByRole('button', { name: 'Send confirmation code by SMS' }).click()
  await expect(page.getByLabel('Confirmation code')).toHaveCount(0)
  await checkAll(page)
  await page.getByRole('button', { name: 'Send confirmation code by SMS' }).click()

  // The code signs the mandate: its reference and creditor are on the page before it.
  const reference = page.getByTestId('mandate-reference')
  await expect(reference).toContainText(/Mandate reference: AMORA-\d+/)
  await expect(reference).toContainText(CREDITOR_ID)
  const mandateReference = /AMORA-\d+/.exec((await reference.textContent())!)![0]
  const code = await smsCode(context, `+31612${digits}`)
  await hydrated(page)
  await page.getByLabel('Confirmation code').fill(code)
  await page.getByRole('button', { name: `Confirm and pay ${total}` }).click()
  await expect(page).toHaveURL(new RegExp(`^${E2E_ORIGIN}/credits/\\d+/sdd\\?order=\\d+$`))
  await expect(page.getByTestId('payment-collecting')).toBeVisible()
  const orderId = Number(/order=(\d+)/.exec(page.url())![1])

  // The pre-notification: sent before the debit was asked for at Mollie (the order's debit id was
  // stored after it), with amount, date, mandate reference and creditor identifier.
  const [notice] = await query<{ sentAt: Date; status: string }>(
    `select "sentAt", status from "OutboundEmail" where "idempotencyKey" = $1`,
    [`debit-notice:${orderId}`],
  )
  expect(notice).toMatchObject({ status: 'sent' })
  const mail = await waitForEmail(member.email, '/notifications', 30_000)
  expect(mail.subject).toMatch(/^Direct debit of €\d+\.\d\d on \d+ \w+ \d{4}$/)
  for (const fact of [mandateReference, CREDITOR_ID, 'Amora Media B.V.', 'NL91 ABNA', total]) expect(mail.text).toContain(fact)
  const [debited] = await query<{ paymentId: string | null; withdrawalWaiverVersion: number }>(
    `select "paymentId", "withdrawalWaiverVersion" from "Order" where id = $1`,
    [orderId],
  )
  expect(debited!.paymentId).toMatch(/^tr_/)
  expect(debited!.withdrawalWaiverVersion).toBe(1)

  // The mandate in the settings, revoked there.
  await page.goto('/notifications')
  await hydrated(page)
  const mandate = page.getByTestId(`mandate-${mandateReference}`)
  await expect(mandate).toContainText(CREDITOR_ID)
  await expect(mandate.getByTestId('mandate-status')).toHaveText('Active')
  await mandate.getByRole('button', { name: 'Revoke mandate' }).click()
  await expect(page.getByText('The mandate has been revoked. We will not debit this account again.')).toBeVisible()
  await expect(page.getByTestId(`mandate-${mandateReference}`).getByTestId('mandate-status')).toContainText('Revoked on')
  const [row] = await query<{ revoked: boolean }>(
    `select "revokedAt" is not null as revoked from "DirectDebitMandate" where reference = $1`,
    [mandateReference],
  )
  expect(row!.revoked).toBe(true)
})
