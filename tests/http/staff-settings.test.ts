// The site settings pages over real HTTP, as a browser without JavaScript sends their forms
// (docs/staff.md, "Site settings"): bad input is a 4xx with the translated message, never a 500;
// a good one is saved, and the member page shows it on the next request.
import { createHash, randomBytes } from 'node:crypto'
import bcrypt from 'bcrypt'
import { beforeAll, describe, expect, it } from 'vitest'
import { FORM, form, ownPage, query, send } from './client.ts'

let cookie: string

beforeAll(async () => {
  const [row] = await query<{ id: number }>(
    `insert into "Staff" (email, name, roles, "allSites", "passwordHash", "totpSecret", "updatedAt")
     values ($1, 'Settings Admin', '{admin}'::"StaffRole"[], true, $2, 'JBSWY3DPEHPK3PXP', now()) returning id`,
    [`http.settings.${process.pid}.${Date.now()}@staff.test`, await bcrypt.hash('Http-Settings-Pass-1', 4)],
  )
  const token = randomBytes(32).toString('base64url')
  await query(
    `insert into "StaffSession" (id, "staffId", "verifiedAt", "expiresAt") values ($1, $2, now(), now() + interval '1 hour')`,
    [createHash('sha256').update(token).digest('base64url'), row!.id],
  )
  cookie = `amora_staff=${token}`
})

const post = (path: string, fields: Record<string, string>) =>
  send({ method: 'POST', path, headers: { ...FORM, ...ownPage(), cookie }, body: form(fields) })

describe('the settings pages without JavaScript', () => {
  it('show every page to an admin', async () => {
    for (const [path, text] of [
      ['/staff/settings', 'General settings'],
      ['/staff/settings/texts?lang=fi', 'Title of the home page'],
      ['/staff/settings/packages', 'Price a tier in a country'],
      ['/staff/settings/discounts', 'New campaign code'],
      ['/staff/settings/gifts?lang=de', 'Icebreakers'],
    ] as const) {
      const res = await send({ path, headers: { cookie } })
      expect(res.status, path).toBe(200)
      expect(res.body, path).toContain(text)
    }
  })

  it('answer bad input with a 400 and the translated message, on every form', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['/staff/settings', { intent: 'general', name: 'Amora', refundDays: 'soon' }, 'Enter a whole number.'],
      ['/staff/settings', { intent: 'minimum', country: 'Holland', amount: '1' }, 'Enter a two-letter country code, such as NL.'],
      ['/staff/settings/texts', { locale: 'xx', key: 'index_title', value: 'x' }, 'Choose one of the 11 languages.'],
      [
        '/staff/settings/packages',
        { intent: 'create', tier: 'p1', country: 'NL', currency: 'EUR', amount: '5', credits: '5' },
        'This tier already has a price in this country and currency',
      ],
      [
        '/staff/settings/packages',
        { id: '2147483647', amount: '5', credits: '5' },
        'This item no longer exists. Reload the page.',
      ],
      ['/staff/settings/packages', { id: '99999999999', amount: 'free', credits: '-1' }, 'Enter an amount such as 19.99.'],
      [
        '/staff/settings/discounts',
        { intent: 'create', code: '!', percentage: '200', validity: 'always' },
        'A code has 2 to 40 letters, digits or dashes.',
      ],
      [
        '/staff/settings/gifts',
        { intent: 'gift', id: '1', credits: 'lots', sortOrder: '1', icon: '🌹' },
        'Enter a whole number.',
      ],
      ['/staff/settings/gifts', { intent: 'icebreaker', language: 'fi', text: '', sortOrder: '1' }, 'Fill in this field.'],
      [
        '/staff/settings/gifts',
        { intent: 'delete-icebreaker', id: '2147483647' },
        'This item no longer exists. Reload the page.',
      ],
    ]
    for (const [path, fields, message] of cases) {
      const res = await post(path, fields)
      expect(res.status, `${path} ${JSON.stringify(fields)}`).toBe(400)
      expect(res.body, `${path} ${JSON.stringify(fields)}`).toContain(message.replaceAll("'", '&#x27;'))
    }
    const gone = await post('/staff/settings/discounts', { intent: 'disable', code: 'NO-SUCH-CODE' })
    expect(gone.status).toBe(404)
  })

  it('save a site text that the member page shows on the next request, and put the default back', async () => {
    const title = `Otsikko ${Date.now()}`
    const saved = await post('/staff/settings/texts?lang=fi', { locale: 'fi', key: 'index_title', value: title })
    expect(saved.status).toBe(200)
    expect(saved.body).toContain('Saved. The member pages show it within seconds.')
    const home = await send({ path: '/', headers: { cookie: 'lng=fi' } })
    expect(home.body).toContain(title)
    const removed = await post('/staff/settings/texts?lang=fi', { locale: 'fi', key: 'index_title', value: '' })
    expect(removed.status).toBe(200)
    expect(removed.body).toContain('Removed. The standard text is shown again.')
    expect((await send({ path: '/', headers: { cookie: 'lng=fi' } })).body).not.toContain(title)
  })

  it('create and switch off a campaign code', async () => {
    const code = `HTTP-${Date.now()}`
    const made = await post('/staff/settings/discounts', {
      intent: 'create',
      code,
      percentage: '15',
      validity: 'once_per_user',
      uses: '10',
    })
    expect(made.status).toBe(200)
    expect(made.body).toContain(`${code} is active.`)
    const again = await post('/staff/settings/discounts', { intent: 'create', code, percentage: '15', validity: 'once_per_user' })
    expect(again.status).toBe(400)
    expect(again.body).toContain('This code exists already')
    const off = await post('/staff/settings/discounts', { intent: 'disable', code })
    expect(off.status).toBe(200)
    expect(off.body).toContain(`${code} is switched off.`)
  })
})
