// The server HTML of the profile screen (/members/{id}) is what a browser without JavaScript
// gets: visitors see login links with the SPEC §6 texts, free members a premium prompt for the
// hidden photos, members POST forms for like and block; the blocked member only the notice.
import { renderToString } from 'react-dom/server'
import { TranslatorProvider } from '../../i18n/use-translation.ts'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { getTranslator } from '../../../server/i18n/resources.ts'
import type { ProfileView } from '../../../server/members/profile-view.ts'
import type { Locale } from '../../../shared/i18n/config.ts'
import MemberProfile from '../../routes/members.$id.tsx'
import type { BlockedIntentResult } from '../../../server/members/blocking.ts'
import { BlockedMembersSection } from './blocked-members-section.tsx'

const photo = (id: number, visibility: 'public' | 'private' = 'public') => ({
  id,
  isMain: id === 1,
  visibility,
  width: 600,
  height: 800,
  url: `/uploads/p${id}-full.webp`,
  matchUrl: `/uploads/p${id}-match.webp`,
  thumbUrl: `/uploads/p${id}-thumb.webp`,
})

const profile = (overrides: Partial<ProfileView> = {}): ProfileView => ({
  id: 42,
  name: 'Sanne',
  gender: 'female',
  age: 34,
  city: 'Utrecht',
  region: 'Utrecht',
  country: 'NL',
  online: false,
  lastActiveAt: '2026-11-22T08:00:00.000Z',
  details: [
    { field: 'gender', value: 'female' },
    { field: 'hair_color', value: 'blonde' },
  ],
  interests: [{ slug: 'coffee', icon: '☕' }],
  aboutMe: 'Coffee first & then adventures.',
  photos: [photo(1), photo(2), photo(3)],
  photoCount: 5,
  hiddenPhotos: 2,
  like: 'none',
  fictional: false,
  fictionalIcon: '🎭',
  cardType: 'standard',
  own: false,
  blockedByViewer: false,
  related: [
    { id: 7, name: 'Lotte', age: 29, city: 'Amersfoort', country: 'NL', fictional: false, cardType: 'standard', photo: null },
  ],
  ...overrides,
})

type Viewer = 'visitor' | 'free' | 'premium'

function render(loaderData: unknown, locale: Locale = 'en', actionData?: unknown) {
  const Stub = createRoutesStub([{ id: 'members-id', path: '/members/:id', Component: MemberProfile }])
  return renderToString(
    <TranslatorProvider translator={getTranslator(locale)}>
      <Stub
        initialEntries={['/members/42']}
        hydrationData={{
          loaderData: { 'members-id': loaderData },
          actionData: actionData ? { 'members-id': actionData } : undefined,
        }}
      />
    </TranslatorProvider>,
  )
}

const screen = (p: ProfileView, viewer: Viewer, locale: Locale = 'en', actionData?: unknown) =>
  render(
    {
      kind: 'profile',
      siteName: 'Amora',
      profile: p,
      viewer,
      loginHref: '/login?redirectTo=%2Fmembers%2F42',
      countryName: 'Netherlands',
      lastActive: '2 hours ago',
    },
    locale,
    actionData,
  )

describe('the profile screen', () => {
  it('shows a visitor the header, photos, login links with the SPEC texts and related profiles', () => {
    const html = screen(profile(), 'visitor')
    expect(html).toContain('<title>Sanne | Amora</title>')
    expect(html).toMatch(/<h1[^>]*>Sanne<!-- -->, 34<\/h1>/)
    expect(html).toContain('Utrecht, Utrecht, Netherlands')
    expect(html).toContain('Last active 2 hours ago')
    expect(html).toContain('5 photos')
    expect(html).toContain('Login to view more photos of Sanne')
    expect(html).toContain('href="/login?redirectTo=%2Fmembers%2F42"')
    expect(html).not.toContain('method="post"')
    // The like, message and gift buttons are links to the login page without JavaScript.
    expect(html).toMatch(/data-testid="profile-like" href="\/login\?redirectTo=%2Fmembers%2F42"/)
    expect(html).toContain('href="/complaints?profile=42"')
    expect(html).toContain('Hair colour')
    expect(html).toContain('Blonde')
    expect(html).toContain('Coffee first &amp; then adventures.')
    expect(html).toContain('You might also like')
    expect(html).toContain('href="/members/7"')
    expect(html).toContain('alt="Photo of Sanne"')
  })

  it('offers free members premium for the hidden photos, and POST forms for like and block', () => {
    const html = screen(profile({ like: 'received' }), 'free')
    expect(html).toContain('2 more photos of Sanne are only visible to premium members.')
    expect(html).toContain('href="/premium"')
    expect(html).not.toContain('Login to view more photos')
    expect(html.match(/<form[^>]*action="\/members\/42" method="post">/g)).toHaveLength(2)
    expect(html).toContain('name="intent" value="like"')
    expect(html).toContain('name="intent" value="block"')
    expect(html).toContain('href="/members/42/chat"')
    expect(html).toContain('href="/members/42/chat?gift=1"')
    expect(html).toContain('Sanne likes you')
  })

  it('shows a premium member every photo with Unlike after a like, the match and the fictional and card labels', () => {
    const html = screen(
      profile({
        photos: [photo(1), photo(2), photo(3, 'private')],
        photoCount: 3,
        hiddenPhotos: 0,
        like: 'match',
        fictional: true,
        cardType: 'cam',
      }),
      'premium',
      'en',
      { ok: true, intent: 'like', match: true },
    )
    expect(html).toContain('3 photos')
    expect(html).not.toContain('premium members')
    expect(html).toContain('name="intent" value="unlike"')
    expect(html).toContain('It&#x27;s a match!')
    expect(html).toContain('You and Sanne like each other.')
    expect(html).toContain('Fictional profile')
    expect(html).toContain('This profile is fictional.')
    expect(html).toContain('Cam profile')
    expect(html).toContain('data-card-type="cam"')
  })

  it('offers only Unblock (and Report) on a profile the member blocked', () => {
    const html = screen(profile({ blockedByViewer: true }), 'free')
    expect(html).toContain('You have blocked Sanne. Sanne cannot see your profile or contact you.')
    expect(html).toContain('name="intent" value="unblock"')
    expect(html).not.toContain('value="like"')
    expect(html).not.toContain('/chat')
  })

  it('shows the blocked member only the notice, in their language', () => {
    expect(render({ kind: 'blocked', name: 'Sanne', siteName: 'Amora' })).toContain(
      'You&#x27;re blocked by Sanne. You do not have access to this page.',
    )
    const nl = render({ kind: 'blocked', name: 'Sanne', siteName: 'Amora' }, 'nl')
    expect(nl).toContain('Je bent geblokkeerd door Sanne. Je hebt geen toegang tot deze pagina.')
    expect(nl).not.toContain('Utrecht')
  })

  it('translates labels and photo counts (Polish plurals)', () => {
    const html = screen(profile({ photoCount: 5 }), 'visitor', 'pl')
    expect(html).toContain('5 zdjęć')
    expect(html).toContain('Kolor włosów')
    expect(html).toContain('Zaloguj się, aby zobaczyć więcej zdjęć z profilu Sanne')
  })
})

describe('the blocked members section', () => {
  const renderSection = (members: Parameters<typeof BlockedMembersSection>[0]['members'], result?: BlockedIntentResult) => {
    const Stub = createRoutesStub([
      {
        id: 'notifications',
        path: '/notifications',
        Component: () => <BlockedMembersSection members={members} result={result} />,
      },
    ])
    return renderToString(
      <TranslatorProvider translator={getTranslator('en')}>
        <Stub initialEntries={['/notifications']} />
      </TranslatorProvider>,
    )
  }

  it('lists blocked members with an Unblock form each, or says nobody is blocked', () => {
    expect(renderSection([])).toContain('You have not blocked anyone.')
    const html = renderSection(
      [{ id: 7, name: 'Lotte', age: 29, city: null, country: 'NL', fictional: false, cardType: 'standard', photo: null }],
      { ok: true, name: 'Kim' },
    )
    expect(html).toContain('You have unblocked Kim.')
    expect(html).toContain('name="intent" value="unblock"')
    expect(html).toContain('name="member_id" value="7"')
    expect(html).toContain('aria-label="Unblock Lotte"')
  })
})
