// The settings page's location form without JavaScript: a plain POST with intent=location,
// the member's place filled in, translated errors, and the saved notice.
import { renderToString } from 'react-dom/server'
import { TranslatorProvider } from '../../i18n/use-translation.ts'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { getTranslator } from '../../../server/i18n/resources.ts'
import type { LocationIntentResult, LocationSettings } from '../../../server/members/location-settings.ts'
import type { Locale } from '../../../shared/i18n/config.ts'
import { LocationSettingsSection } from './location-settings-section.tsx'

const settings: LocationSettings = {
  fields: {
    countries: [
      { code: 'DE', name: 'Germany', subregion: 'state' },
      { code: 'NL', name: 'Netherlands', subregion: 'province' },
    ],
    regions: [
      { id: 30, name: 'Bayern', country: 'DE' },
      { id: 10, name: 'Utrecht', country: 'NL' },
    ],
  },
  value: { country: 'NL', region: '10', city: 'Utrecht' },
}

function render(result?: LocationIntentResult, locale: Locale = 'en') {
  const Stub = createRoutesStub([
    { path: '/notifications', Component: () => <LocationSettingsSection settings={settings} result={result} /> },
  ])
  return renderToString(
    <TranslatorProvider translator={getTranslator(locale)}>
      <Stub initialEntries={['/notifications']} />
    </TranslatorProvider>,
  )
}

describe('LocationSettingsSection', () => {
  it('posts intent=location with the member’s place, under a heading', () => {
    const html = render()
    expect(html).toMatch(/<h2 id="location-settings-heading"[^>]*>Location<\/h2>/)
    expect(html).toContain('<input type="hidden" name="intent" value="location"/>')
    expect(html).toMatch(/<form[^>]*method="post"/)
    expect(html).toMatch(/<option value="10" selected="">Utrecht<\/option>/)
    expect(html).toContain('value="Utrecht"')
    expect(html).toContain('Save my location')
  })

  it('shows what was submitted with the translated error, or the saved notice', () => {
    const failed = render({
      intent: 'location',
      notice: null,
      fieldErrors: { region: ['location:errors.regionNotInCountry'] },
      value: { country: 'NL', region: '30', city: 'München' },
    })
    expect(failed).toContain('This region is not in the chosen country.')
    expect(failed).toContain('value="München"')
    const saved = render(
      { intent: 'location', notice: 'profile:locationSettings.saved', fieldErrors: {}, value: settings.value },
      'nl',
    )
    expect(saved).toContain('Je woonplaats is opgeslagen.')
  })
})
