// Issue 16: every screen at 320 px in the longest languages (German and Finnish) fits: nothing
// wider than the screen, no label cut short with an ellipsis, no dropdown whose chosen text is
// clipped. Runs in the phone project (touch, mobile UA) at the narrowest common width.
import { createMember, expect, hydrated, logInAs, test } from './fixtures.ts'
import { type Page } from '@playwright/test'
import { query } from './database.ts'

const LANGUAGES = ['de', 'fi'] as const

const visitorPages = [
  '/',
  '/login',
  '/signup',
  '/reset-password',
  '/pricing',
  '/complaints',
  '/lang-config',
  '/pages/terms',
  '/pages/faq',
  '/pages/service',
  '/landers/tinderswipe',
  '/landers/gallery',
  '/landers/socialnetwork',
  '/members/{member}/landing',
  '/members/{member}/landing2',
  '/members/{member}/signup',
  '/no-such-page',
]
const memberPages = [
  '/members',
  '/members/{member}',
  '/profile',
  '/notifications',
  '/notifications/delete-account',
  '/activate/done',
  '/premium',
  '/credits/{package}',
  '/credits/{package}/sdd',
  '/directdebit?package={package}',
]

/** What does not fit on the page as it is now: empty when everything does. */
async function overflowsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const describe = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)
      const id = el.id ? `#${el.id}` : ''
      const cls = el.classList.length ? `.${[...el.classList].slice(0, 3).join('.')}` : ''
      return `${el.tagName.toLowerCase()}${id}${cls} "${text}"`
    }
    // Seen on screen: not hidden, and not the 1 px box of text kept for screen readers only.
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      return (
        box.width > 1 &&
        box.height > 1 &&
        style.visibility !== 'hidden' &&
        !el.closest('[aria-hidden="true"], .visually-hidden, .visually-hidden-focusable')
      )
    }
    const width = document.documentElement.clientWidth
    if (document.documentElement.scrollWidth > width + 1) {
      // Name the widest element that sticks out.
      let culprit = ''
      let widest = width
      for (const el of document.body.querySelectorAll('*')) {
        const right = el.getBoundingClientRect().right
        if (visible(el) && right > widest + 1) {
          widest = right
          culprit = describe(el)
        }
      }
      problems.push(`the page is ${document.documentElement.scrollWidth}px wide at ${width}px: ${culprit}`)
    }
    for (const el of document.body.querySelectorAll('*')) {
      if (!visible(el) || el.children.length > 0 || !(el.textContent ?? '').trim()) continue
      const style = getComputedStyle(el)
      const clips = style.textOverflow === 'ellipsis' || ['hidden', 'clip'].includes(style.overflowX)
      // Members' own long words (a long city name in a narrow card) may be cut when the whole
      // text is in a title; labels and short names must fit.
      const full = el.closest('[title]')?.getAttribute('title') ?? ''
      if (clips && el.scrollWidth > el.clientWidth + 1 && !full.includes((el.textContent ?? '').trim()))
        problems.push(`cut short: ${describe(el)}`)
    }
    // A select shows its chosen option in the box: it must fit next to the arrow.
    const canvas = document.createElement('canvas').getContext('2d')!
    for (const select of document.querySelectorAll('select')) {
      if (!visible(select)) continue
      const style = getComputedStyle(select)
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const chosen = select.selectedOptions[0]?.textContent ?? ''
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      if (canvas.measureText(chosen).width > room + 1)
        problems.push(`cut short: select "${chosen}" (${Math.round(room)}px of room)`)
    }
    return problems
  })
}

async function memberId(): Promise<number> {
  const [row] = await query<{ id: number }>(
    `select p."userId" as id from "Profile" p join "Site" s on s.id = p."siteId"
      where s.domain = 'localhost' and p.searchable and not p.fictional
        and exists (select 1 from "Photo" f where f."userId" = p."userId" and f."isMain" and f.status = 'active')
      order by p."userId" limit 1`,
  )
  return row!.id
}

for (const language of LANGUAGES) {
  test.describe(`at 320 px in ${language}`, () => {
    test.beforeEach(async ({ page, isMobile, context }) => {
      test.skip(!isMobile, 'the phone project checks the narrow screen')
      await page.setViewportSize({ width: 320, height: 640 })
      await context.addCookies([{ name: 'lng', value: language, url: 'http://localhost' }])
    })

    test('every visitor page fits', async ({ page }) => {
      test.slow() // a page load per screen
      const id = await memberId()
      const problems: string[] = []
      for (const path of visitorPages) {
        await page.goto(path.replace('{member}', String(id)))
        await hydrated(page)
        problems.push(...(await overflowsOf(page)).map((p) => `${path}: ${p}`))
      }
      expect(problems).toEqual([])
    })

    test('every member page fits', async ({ page, context }) => {
      test.slow()
      const me = await createMember({ name: 'Wilhelmina', gender: 'female', photo: true, language })
      await logInAs(context, me)
      const id = await memberId()
      // The settings page lists a blocked member (a name beside an Unblock button).
      await query(`insert into "Block" ("blockerId", "blockedId") values ($1, $2)`, [me.id, id])
      const [pkg] = await query<{ id: number }>(
        `select p.id from "CreditPackage" p join "Site" s on s.id = p."siteId"
          where s.domain = 'localhost' and p.country = 'NL' and p.tier = 'p1' and p.currency = 'EUR'`,
      )
      const problems: string[] = []
      for (const path of memberPages) {
        await page.goto(path.replace('{member}', String(id)).replace('{package}', String(pkg!.id)))
        await hydrated(page)
        problems.push(...(await overflowsOf(page)).map((p) => `${path}: ${p}`))
      }
      expect(problems).toEqual([])
    })
  })
}

for (const language of LANGUAGES) {
  test(`the search filters fit at 1280 px in ${language}`, async ({ page, context, isMobile }) => {
    test.skip(isMobile, 'the desktop project checks the wide screen')
    await context.addCookies([{ name: 'lng', value: language, url: 'http://localhost' }])
    await logInAs(context, await createMember({ language }))
    await page.goto('/members')
    await hydrated(page)
    const distance = page.getByRole('combobox').last()
    const problems = await overflowsOf(page)
    // The longest distance choice fits too.
    const options = await distance.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))
    await distance.selectOption(options.at(-1)!)
    problems.push(...(await overflowsOf(page)))
    expect(problems).toEqual([])
  })
}
