// The server HTML of /profile is what a browser without JavaScript gets: one plain form with
// a label for every field, the interests as labelled checkboxes with icons in a fieldset, the
// "not shown on this site" notes, the saved notice and the photo manager.
import { renderToString } from 'react-dom/server'
import { TranslatorProvider } from '../../i18n/use-translation.ts'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { getTranslator } from '../../../server/i18n/resources.ts'
import type { ProfileForEdit } from '../../../server/members/profile-edit.ts'
import { interests as seededInterests } from '../../../prisma/seed/data/interests.ts'
import { landerInterestSlugs } from '../../../shared/members/interests.ts'
import type { Locale } from '../../../shared/i18n/config.ts'
import ProfilePage from '../../routes/profile.tsx'
import enMembers from '../../../locales/en/members.json'
import { landerIconSlugs, profileIcons } from './interest-icon.tsx'

const profile = (overrides: Partial<ProfileForEdit> = {}): ProfileForEdit => ({
  id: 42,
  values: {
    name: 'Robin',
    gender: 'female',
    sexuality: 'hetero',
    date_of_birth: '1990-05-17',
    country: 'NL',
    region: '10',
    city: 'Utrecht',
    signup_reason: 'dating',
    tattoos: '',
    hair_color: 'red',
    eye_color: '',
    body_type: '',
    relationship_status: 'single',
    about_me: 'Cyclist & coffee lover',
    interests: ['3', '7'],
  },
  location: {
    countries: [
      { code: 'DE', name: 'Germany', subregion: 'state' },
      { code: 'NL', name: 'Netherlands', subregion: 'province' },
    ],
    regions: [
      { id: 30, name: 'Bayern', country: 'DE' },
      { id: 10, name: 'Utrecht', country: 'NL' },
    ],
  },
  interests: seededInterests.map((i, index) => ({ id: index + 1, slug: i.slug })),
  hiddenFields: [],
  minAge: 18,
  limits: { aboutMe: 2000, interests: 20 },
  ...overrides,
})

function render(data: ProfileForEdit, options: { saved?: boolean; locale?: Locale } = {}) {
  const Stub = createRoutesStub([{ id: 'profile', path: '/profile', Component: ProfilePage }])
  const loaderData = {
    profile: data,
    photos: { photos: [], limit: 3, premium: false, premiumLimit: 25, maxUploadBytes: 15 * 1024 * 1024 },
  }
  const actionData = options.saved ? { profile: { saved: true, result: { status: 'success', initialValue: null } } } : undefined
  return renderToString(
    <TranslatorProvider translator={getTranslator(options.locale ?? 'en')}>
      <Stub initialEntries={['/profile']} hydrationData={{ loaderData: { profile: loaderData }, actionData }} />
    </TranslatorProvider>,
  )
}

const labelFor = (html: string, id: string) => new RegExp(`<label[^>]*for="${id}"`).test(html)

describe('/profile without JavaScript', () => {
  it('is one plain POST form with a label for every field and the stored values', () => {
    const html = render(profile())
    expect(html).toContain('<h1 class="h3 mb-0">My profile</h1>')
    expect(html).toMatch(/<form id="profile"[^>]*action="\/profile" method="post"/)
    expect(html).toContain('href="/members/42"')
    expect(html).toContain('View my profile')
    for (const name of [
      'name',
      'date_of_birth',
      'gender',
      'sexuality',
      'signup_reason',
      'relationship_status',
      'body_type',
      'hair_color',
      'eye_color',
      'tattoos',
      'about_me',
    ])
      expect(labelFor(html, `profile-${name}`), name).toBe(true)
    expect(html).toMatch(/name="name"[^>]*value="Robin"|value="Robin"[^>]*name="name"/)
    expect(html).toMatch(/<option value="red" selected="">Red<\/option>/)
    expect(html).toContain('Cyclist &amp; coffee lover')
    expect(html).toContain('Enter your date of birth (18+)')
    // Location: selects named country/region/city, Utrecht chosen.
    expect(html).toMatch(/name="country"/)
    expect(html).toMatch(/<option value="10" selected="">Utrecht<\/option>/)
    expect(html).toContain('Save my profile')
    expect(html).not.toContain('Your profile has been saved')
  })

  it('shows all 50 interests as labelled checkboxes with an icon inside one fieldset with a legend', () => {
    const html = render(profile())
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*><h2[^>]*>Your interests<\/h2>/)
    const boxes =
      html.match(
        /<input[^>]*type="checkbox"[^>]*name="interests"[^>]*>|<input[^>]*name="interests"[^>]*type="checkbox"[^>]*>/g,
      ) ?? []
    expect(boxes).toHaveLength(50)
    expect(boxes.filter((b) => b.includes('checked'))).toHaveLength(2)
    for (const box of boxes) expect(labelFor(html, /id="([^"]+)"/.exec(box)![1]!)).toBe(true)
    expect(html).toContain('>Sushi</span>')
    expect(html).toContain('>One-night stand</span>')
    expect(html.match(/class="interest-icon"/g)?.length).toBe(50)
  })

  it('notes the fields this site does not show to other members', () => {
    expect(render(profile())).not.toContain('Not shown on this site')
    const html = render(profile({ hiddenFields: ['tattoos', 'city', 'interests', 'age'] }))
    expect(html.match(/data-testid="not-shown"/g)).toHaveLength(4)
    expect(html).toContain('Not shown on this site: your town')
    expect(html).toMatch(
      /id="profile-tattoos"[^>]*aria-describedby="profile-tattoos-not-shown"|aria-describedby="profile-tattoos-not-shown"[^>]*id="profile-tattoos"/,
    )
  })

  it('says the profile was saved, in the member’s language', () => {
    expect(render(profile(), { saved: true })).toContain('Your profile has been saved')
    const html = render(profile(), { saved: true, locale: 'de' })
    expect(html).toContain('Dein Profil wurde gespeichert')
    expect(html).toContain('Deine Interessen')
    expect(html).toContain('>Fesselspiele</span>')
  })
})

describe('interest icons and labels', () => {
  it('has its own icon and an English label for each of the 50 seeded interests', () => {
    const slugs = seededInterests.map((i) => i.slug)
    expect(slugs).toHaveLength(50)
    const withoutIcon = slugs.filter((s) => !landerIconSlugs.has(s) && !(s in profileIcons))
    expect(withoutIcon).toEqual([])
    expect(Object.keys(enMembers.interests).sort()).toEqual([...slugs].sort())
  })

  it('knows exactly which interests the lander draws', () => {
    expect([...landerIconSlugs].sort()).toEqual([...landerInterestSlugs].sort())
  })
})
