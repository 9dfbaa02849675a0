// Issue 35 item 7: GET /api/user.php's `profile` carries the SPEC's Profile fields (§3), as the
// logged-in browser gets it (the shell polls this call).
import { expect, memberSession, test } from './fixtures.ts'
import { query } from './database.ts'

test('the current user’s profile has age, sexuality, birth date, region, details, interests and photos', async ({ browser }) => {
  const me = await memberSession(browser, { gender: 'female', sexuality: 'bi', photo: true, name: 'Noor' })
  await query(
    `update "Profile" set "hairColor" = 'red', "bodyType" = 'athletic', "relationshipStatus" = 'single', "aboutMe" = 'Hi' where "userId" = $1`,
    [me.id],
  )
  await query(
    `insert into "ProfileInterest" ("profileId", "interestId") select $1, id from "Interest" where slug in ('coffee', 'hiking')`,
    [me.id],
  )
  await me.page.goto('/members')
  const answer = await me.page.evaluate(async () => {
    const res = await fetch('/api/user.php', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
    return (await res.json()) as { user: { profile: Record<string, unknown> } }
  })
  const profile = answer.user.profile
  // createMember's birth date is 1991-05-20 (tests/e2e/fixtures.ts).
  const today = new Date()
  const birthdayPassed = today.getUTCMonth() > 4 || (today.getUTCMonth() === 4 && today.getUTCDate() >= 20)
  expect(profile).toMatchObject({
    id: me.id,
    name: 'Noor',
    age: today.getUTCFullYear() - 1991 - (birthdayPassed ? 0 : 1),
    gender: 'female',
    sexuality: 'bi',
    date_of_birth: '1991-05-20',
    country: 'NL',
    city: 'Utrecht',
    hair_color: 'red',
    body_type: 'athletic',
    relationship_status: 'single',
    tattoos: null,
    about_me: 'Hi',
    interests: expect.arrayContaining(['coffee', 'hiking']),
    status: 'active',
    private_photos: [],
  })
  expect(profile.region).toMatchObject({ id: expect.any(Number), name: expect.any(String) })
  expect(profile.main_image).toMatchObject({ match: expect.stringMatching(/^\/uploads\//) })
  expect(profile.photos).toEqual([expect.objectContaining({ status: 'active', is_main: true })])
  await me.context.close()
})
