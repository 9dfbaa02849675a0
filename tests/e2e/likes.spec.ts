// Likes and matches in the browser (issue 11), on desktop and phone: two members like each other
// and both see the match modal; the received tab shows a new like first and the top-bar badge
// follows the likes poll and drops after opening the profile; a free member's 5th like of the day
// is refused with the premium prompt in the swipe game and on a profile, and a pass by dragging is
// stored. Fresh members per test.
import { createMember, expect, hydrated, memberSession, test } from './fixtures.ts'
import type { Page } from '@playwright/test'
import { query } from './database.ts'

const likesBadge = (page: Page) => page.locator('a[href="/likes/received"] .top-bar-badge')

// Three browser contexts and a 5 s first poll on a shared machine.
test.setTimeout(150_000)

test('two members like each other and both see the match modal', async ({ browser }) => {
  const he = await memberSession(browser, { gender: 'male', photo: true, name: 'Hugo' })
  const she = await memberSession(browser, { gender: 'female', photo: true, name: 'Saar' })
  try {
    await he.page.goto(`/members/${she.id}`)
    await hydrated(he.page)
    await he.page.getByTestId('profile-like').click()
    await expect(he.page.getByRole('status')).toContainText('You like Saar')

    await she.page.goto(`/members/${he.id}`)
    await hydrated(she.page)
    await she.page.getByTestId('profile-like').click()
    const modal = she.page.getByTestId('match-modal-match')
    await expect(modal).toBeVisible()
    await expect(modal.getByRole('heading')).toHaveText("It's a match")
    await expect(modal.getByTestId('match-modal-chat')).toHaveAttribute('href', `/members/${he.id}/chat`)
    await expect(modal.getByTestId('match-modal-photo')).toHaveAttribute('href', `/likes/m/${he.id}`)
    // A click anywhere else closes it.
    await modal.click({ position: { x: 5, y: 5 } })
    await expect(modal).toBeHidden()

    // The first liker learns it on the page he has open, without reloading: his event stream
    // reloads the likes (the likes poll is the fallback).
    const hisModal = he.page.getByTestId('match-modal-match')
    await expect(hisModal).toBeVisible({ timeout: 15_000 })
    await expect(hisModal).toContainText('You and Saar like each other.')
    await hisModal.getByTestId('match-modal-photo').click()
    await expect(he.page).toHaveURL(`/likes/m/${she.id}`)
    // Announced once: it does not come back on the next page, where the match is listed.
    await he.page.goto('/likes/matches')
    await hydrated(he.page)
    await expect(he.page.getByTestId('likes-card')).toHaveAttribute('data-member-id', String(she.id))
    await expect(he.page.getByTestId('match-modal-match')).toHaveCount(0)
  } finally {
    await he.context.close()
    await she.context.close()
  }
})

test('the received tab shows a new like first; the badge follows the poll and drops after opening it', async ({ browser }) => {
  const me = await memberSession(browser, { gender: 'male', photo: true })
  const older = await memberSession(browser, { gender: 'female', photo: true, name: 'Olga' })
  const seen = await memberSession(browser, { gender: 'female', photo: true, name: 'Vera' })
  try {
    await me.page.goto('/members')
    await hydrated(me.page)
    await expect(likesBadge(me.page)).toHaveCount(0)
    // Likes arrive while the page is open: Olga's (new) is older than Vera's (already seen).
    await query(
      `insert into "Like" ("fromUserId", "toUserId", source, "isNew", "createdAt") values
         ($1, $3, 'profile', true, now() - interval '2 hours'), ($2, $3, 'profile', false, now() - interval '1 hour')`,
      [older.id, seen.id, me.id],
    )
    await expect(likesBadge(me.page)).toContainText('1', { timeout: 15_000 })
    await expect(me.page).toHaveTitle(/^\(1\) /)

    await me.page.goto('/likes')
    await expect(me.page).toHaveURL('/likes/received')
    const cards = me.page.getByTestId('likes-card')
    await expect(cards).toHaveCount(2)
    await expect(cards.first()).toHaveAttribute('data-member-id', String(older.id))
    await expect(cards.first().getByTestId('likes-new')).toBeVisible()
    await expect(cards.nth(1).getByTestId('likes-new')).toHaveCount(0)

    await cards.first().getByRole('link').first().click()
    await expect(me.page).toHaveURL(`/likes/m/${older.id}`)
    await expect(me.page.getByRole('heading', { level: 1 })).toContainText('Olga')
    await expect(likesBadge(me.page)).toHaveCount(0)
    await expect(me.page).not.toHaveTitle(/^\(\d+\) /)

    // Like back from the received tab: a match, shown in the modal and in the matches tab.
    await me.page.goto('/likes/received')
    await hydrated(me.page)
    await me.page.locator(`[data-member-id="${seen.id}"]`).getByTestId('likes-like-back').click()
    await expect(me.page.getByTestId('match-modal-match')).toBeVisible()
    await me.page.keyboard.press('Escape')
    await me.page.goto('/likes/matches')
    await expect(me.page.getByTestId('likes-card')).toHaveAttribute('data-member-id', String(seen.id))
    expect((await me.page.goto('/likes/nope'))?.status()).toBe(404)
  } finally {
    await me.context.close()
    await older.context.close()
    await seen.context.close()
  }
})

test("a free member's 5th swipe like is refused with the premium prompt; a dragged pass is stored", async ({ browser }) => {
  const me = await memberSession(browser, { gender: 'male', photo: true })
  try {
    await me.page.goto('/swipe-game')
    await hydrated(me.page)
    await expect(me.page.getByTestId('swipe-left')).toHaveText('4 free likes left today')
    const card = me.page.getByTestId('swipe-card')

    // A drag to the left passes; the card follows the pointer and the pass is stored.
    const passed = Number(await card.getAttribute('data-member-id'))
    const box = (await card.boundingBox())!
    await me.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await me.page.mouse.down()
    await me.page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2, { steps: 4 })
    await me.page.mouse.move(box.x + box.width / 2 - 200, box.y + box.height / 2, { steps: 4 })
    await me.page.mouse.up()
    await expect(card).not.toHaveAttribute('data-member-id', String(passed))
    await expect
      .poll(
        async () =>
          (await query(`select 1 from "SwipePass" where "fromUserId" = $1 and "toUserId" = $2`, [me.id, passed])).length,
      )
      .toBe(1)

    for (let i = 0; i < 4; i++) {
      // The previous answer has been stored and the cards reloaded: the game takes the next one.
      await expect(card).not.toHaveAttribute('aria-busy', 'true')
      const id = await card.getAttribute('data-member-id')
      if (i === 0) await me.page.keyboard.press('ArrowRight')
      else await me.page.getByTestId('swipe-like').click()
      await expect(card).not.toHaveAttribute('data-member-id', id!)
    }
    await expect(me.page.getByTestId('swipe-left')).toHaveText('0 free likes left today')
    await expect(card).not.toHaveAttribute('aria-busy', 'true')
    const fifth = await card.getAttribute('data-member-id')
    await me.page.getByTestId('swipe-like').click()
    await expect(me.page.getByTestId('like-error-like_limit')).toContainText('You have used your 4 free likes for today')
    await expect(me.page.getByTestId('like-premium-prompt')).toHaveAttribute('href', '/premium')
    await expect(card).toHaveAttribute('data-member-id', fifth!)
    const [row] = await query<{ n: number }>(`select count(*)::int as n from "Like" where "fromUserId" = $1`, [me.id])
    expect(row!.n).toBe(4)
  } finally {
    await me.context.close()
  }
})

test("a free member's day of likes counts on the profile screen too: the 5th like is refused there", async ({ browser }) => {
  const me = await memberSession(browser, { gender: 'male', photo: true })
  const other = await createMember({ gender: 'female', photo: true, name: 'Fenna' })
  try {
    // The day's 4 free likes were given elsewhere (the swipe game, the API: they share one count).
    await query(`insert into "DailyLikes" ("userId", day, used) values ($1, (now() at time zone 'utc')::date, 4)`, [me.id])
    await me.page.goto(`/members/${other.id}`)
    await hydrated(me.page)
    await me.page.getByTestId('profile-like').click()
    await expect(me.page.getByTestId('like-error-like_limit')).toContainText('You have used your 4 free likes for today')
    await expect(me.page.getByTestId('like-premium-prompt')).toHaveAttribute('href', '/premium')
    const [row] = await query<{ n: number }>(`select count(*)::int as n from "Like" where "fromUserId" = $1`, [me.id])
    expect(row!.n).toBe(0)
  } finally {
    await me.context.close()
  }
})

test('the match finder ends in a ranked list with reasons, likes and the saved search', async ({ browser }) => {
  const me = await memberSession(browser, { gender: 'male', photo: true })
  try {
    await me.page.goto('/match-finder')
    await hydrated(me.page)
    const form = me.page.getByTestId('finder-form')
    await form.getByRole('radio', { name: 'Women', exact: true }).check()
    const from = form.getByRole('spinbutton', { name: 'From', exact: true })
    const to = form.getByRole('spinbutton', { name: 'To', exact: true })
    await from.fill('30')
    await to.fill('20')
    await me.page.getByTestId('finder-submit').click()
    await expect(me.page.getByRole('alert')).toContainText('Choose ages between 18 and 99')

    await from.fill('18')
    await to.fill('99')
    await me.page.getByTestId('finder-submit').click()
    const matches = me.page.getByTestId('finder-match')
    await expect(matches.first()).toBeVisible()
    await expect(matches.first().getByTestId('finder-why')).toContainText('in your age range')
    await expect(me.page.getByTestId('finder-save-search')).toHaveAttribute(
      'href',
      '/members?gender=female&min_age=18&max_age=99',
    )

    const first = await matches.first().getAttribute('data-member-id')
    await matches.first().getByTestId('finder-like').click()
    await expect(me.page.getByTestId('like-notice-like')).toBeVisible()
    // A liked member leaves the list.
    await expect(matches.first()).not.toHaveAttribute('data-member-id', first!)
    const [row] = await query<{ source: string }>(`select source from "Like" where "fromUserId" = $1 and "toUserId" = $2`, [
      me.id,
      Number(first),
    ])
    expect(row?.source).toBe('match_finder')

    await me.page.getByTestId('finder-save-search').click()
    await expect(me.page).toHaveURL(/\/members\?gender=female&min_age=18&max_age=99/)
  } finally {
    await me.context.close()
  }
})
