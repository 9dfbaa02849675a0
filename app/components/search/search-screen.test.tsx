// The server HTML of /members and / is what a browser without JavaScript gets: a GET form
// whose region list is the searched country's, links to profiles and to the other pages
// that carry the search, translated field errors, and the home page's search box.
import { renderToString } from 'react-dom/server'
import { TranslatorProvider } from '../../i18n/use-translation.ts'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { getTranslator } from '../../../server/i18n/resources.ts'
import type { Locale } from '../../../shared/i18n/config.ts'
import Members from '../../routes/members.tsx'
import Index from '../../routes/index.tsx'

const card = (id: number, name: string, online = false) => ({
  id,
  name,
  age: 31,
  city: 'Utrecht',
  country: 'NL',
  fictional: false,
  cardType: 'standard' as const,
  photo: null,
  online,
})

const options = {
  fields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
  countries: [
    { code: 'NL', subregion: 'province' },
    { code: 'DE', subregion: 'state' },
  ],
  // The regions of the country searched in (the loader brings no others).
  regions: [
    { id: 1, name: 'Utrecht', country: 'NL' },
    { id: 3, name: 'Zeeland', country: 'NL' },
  ],
  distances: [10, 25, 50, 100, 250],
}
const base = {
  options,
  errorValues: { min: 18, max: 99, distances: '10, 25, 50, 100, 250' },
  member: { name: 'Ada', notConfirmed: false, hasPosition: true },
  siteName: 'Amora',
}

function render(path: string, Component: unknown, loaderData: unknown, locale: Locale = 'en') {
  const Stub = createRoutesStub([{ id: 'page', path, Component: Component as never }])
  return renderToString(
    <TranslatorProvider translator={getTranslator(locale)}>
      <Stub initialEntries={[path]} hydrationData={{ loaderData: { page: loaderData } }} />
    </TranslatorProvider>,
  )
}

describe('/members', () => {
  it('shows the filters, the results with links to profiles, the pages and similar members', () => {
    const html = render('/members', Members, {
      ...base,
      ok: true,
      values: { gender: 'female', country: 'NL', countryregion: '1' },
      query: 'gender=female&country=NL&countryregion=1',
      results: { members: [card(7, 'Sanne', true), card(8, 'Lotte')], total: 30, pageNumber: 1, pages: 2 },
      similar: { members: [card(9, 'Mia')], total: 12 },
    })
    expect(html).toContain('<title>Search members</title>')
    expect(html).toContain('Hi Ada, who would you like to meet?')
    expect(html).toMatch(/<form[^>]*action="\/members" method="get"/)
    expect(html).toMatch(/<option value="female" selected="">Women<\/option>/)
    expect(html).toMatch(/<option value="NL" selected="">Netherlands<\/option>/)
    // The searched country's regions; the label is the country's word.
    expect(html).toContain('<option value="1" selected="">Utrecht</option><option value="3">Zeeland</option></select>')
    expect(html).not.toContain('optgroup')
    expect(html).toMatch(/<label[^>]*>Province<\/label>/)
    expect(html).toContain('Within 50 km')
    expect(html).toContain('30 members found')
    expect(html).toContain('href="/members/7"')
    expect(html).toContain('Online now')
    expect(html.match(/Online now/g)).toHaveLength(1)
    expect(html).toContain('Page 1 of 2')
    expect(html).toContain('href="/members?gender=female&amp;country=NL&amp;countryregion=1&amp;pageNumber=2"')
    expect(html).toContain('Similar members')
    expect(html).toContain('12 similar members')
    expect(html).toContain('href="/members/9"')
    expect(html).toContain('href="/members?reset=1"')
  })

  it('answers bad input with translated messages on the fields', () => {
    const html = render(
      '/members',
      Members,
      { ...base, ok: false, values: { min_age: '60', max_age: '20' }, errors: { max_age: 'search:errors.minAboveMax' } },
      'de',
    )
    expect(html).toContain('Bitte überprüfe die Suchfilter.')
    expect(html).toContain('Das Mindestalter darf nicht höher sein als das Höchstalter.')
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="max_age"|<input[^>]*name="max_age"[^>]*aria-invalid="true"/)
    expect(html).toContain('value="60"')
    expect(html).not.toContain('Mitglieder gefunden')
  })

  it('offers distance only with a position, and the location link otherwise', () => {
    const html = render('/members', Members, {
      ...base,
      options: { ...options, regions: [], distances: null },
      member: { ...base.member, hasPosition: false },
      ok: true,
      values: {},
      query: '',
      results: { members: [], total: 0, pageNumber: 1, pages: 1 },
      similar: { members: [], total: 0 },
    })
    expect(html).not.toContain('name="distance"')
    expect(html).toContain('href="/profile"')
    // No country, no regions: the region list waits for one (without JavaScript, for a search with it).
    expect(html).toMatch(
      /<select[^>]*name="countryregion"[^>]*disabled=""[^>]*><option value="" selected="">All regions<\/option><\/select>/,
    )
    expect(html).toContain('No members match these filters yet.')
  })

  it('greets a visitor with a signup call to action', () => {
    const html = render('/members', Members, {
      ...base,
      member: null,
      options: { ...options, distances: null },
      ok: true,
      values: {},
      query: '',
      results: { members: [card(7, 'Sanne')], total: 1, pageNumber: 1, pages: 1 },
      similar: { members: [], total: 0 },
    })
    expect(html).toContain('Meet singles on Amora')
    expect(html).toContain('Create your free profile')
    expect(html).not.toContain('href="/profile"')
  })
})

describe('/', () => {
  const home = { members: [], indexTitle: 'Amora: dating and chat', description: '' }
  it('shows the search box when the site lets visitors search, and the signup call to action', () => {
    const html = render('/', Index, { ...home, search: { fields: options.fields, countries: ['NL', 'DE'] } })
    expect(html).toContain('data-testid="home-search"')
    expect(html).toContain('Who would you like to meet?')
    expect(html).toMatch(/<form[^>]*action="\/members" method="get"/)
    expect(html).toContain('name="min_age"')
    expect(html).toContain('<option value="DE">Germany</option>')
    expect(html).toContain('Create your free profile')
  })

  it('hides the search box otherwise', () => {
    const html = render('/', Index, { ...home, search: null })
    expect(html).not.toContain('home-search')
    expect(html).toContain('Create your free profile')
  })
})
