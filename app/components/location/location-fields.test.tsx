// The server HTML of the location fields is what a browser without JavaScript gets: plain
// selects and an input named country/region/city, every country's regions grouped, no
// geolocation button (it needs JavaScript), translated labels and errors.
import { renderToString } from 'react-dom/server'
import { TranslatorProvider } from '../../i18n/use-translation.ts'
import { describe, expect, it } from 'vitest'
import { getTranslator } from '../../../server/i18n/resources.ts'
import type { LocationFieldsData } from '../../../server/geo/location-fields.ts'
import type { Locale } from '../../../shared/i18n/config.ts'
import { LocationFields } from './location-fields.tsx'
import { GeolocationButton } from './geolocation-button.tsx'

const data: LocationFieldsData = {
  countries: [
    { code: 'BE', name: 'Belgium', subregion: 'province' },
    { code: 'DE', name: 'Germany', subregion: 'state' },
    { code: 'NL', name: 'Netherlands', subregion: 'province' },
  ],
  regions: [
    { id: 20, name: 'Antwerpen', country: 'BE' },
    { id: 30, name: 'Bayern', country: 'DE' },
    { id: 31, name: 'Berlin', country: 'DE' },
    { id: 8, name: 'Noord-Holland', country: 'NL' },
    { id: 10, name: 'Utrecht', country: 'NL' },
  ],
}

function render(element: React.ReactElement, locale: Locale = 'en') {
  return renderToString(<TranslatorProvider translator={getTranslator(locale)}>{element}</TranslatorProvider>)
}

describe('LocationFields without JavaScript', () => {
  it('has plain country, region and city fields with the current values', () => {
    const html = render(<LocationFields data={data} defaultValue={{ country: 'NL', region: 10, city: 'Utrecht' }} />)
    expect(html).toMatch(/<select[^>]+name="country"/)
    expect(html).toMatch(/<option value="NL" selected="">Netherlands<\/option>/)
    expect(html).toMatch(/<select[^>]+name="region"/)
    expect(html).toMatch(/<option value="10" selected="">Utrecht<\/option>/)
    expect(html).toMatch(/<input[^>]+name="city"[^>]+value="Utrecht"/)
    expect(html).toContain('Other members see your town, never your exact location.')
  })

  it('lists every country’s regions, grouped by country', () => {
    const html = render(<LocationFields data={data} defaultValue={{ country: 'DE' }} />)
    for (const label of ['Belgium', 'Germany', 'Netherlands']) expect(html).toContain(`<optgroup label="${label}">`)
    for (const region of ['Antwerpen', 'Bayern', 'Berlin', 'Noord-Holland', 'Utrecht'])
      expect(html).toContain(`>${region}</option>`)
  })

  it('labels the region with the chosen country’s own word, in the page language', () => {
    expect(render(<LocationFields data={data} defaultValue={{ country: 'DE' }} />)).toContain('>State</label>')
    expect(render(<LocationFields data={data} defaultValue={{ country: 'DE' }} />, 'de')).toContain('>Bundesland</label>')
    expect(render(<LocationFields data={data} defaultValue={{ country: 'NL' }} />, 'nl')).toContain('>Provincie</label>')
  })

  it('falls back to the first country when the member’s is not served', () => {
    expect(render(<LocationFields data={data} defaultValue={{ country: 'FR' }} />)).toMatch(
      /<option value="BE" selected="">Belgium<\/option>/,
    )
  })

  it('shows translated errors and marks the fields invalid', () => {
    const html = render(
      <LocationFields
        data={data}
        errors={{ region: ['location:errors.regionNotInCountry'], country: ['location:errors.countryNotServed'] }}
      />,
      'nl',
    )
    expect(html).toContain('Deze regio ligt niet in het gekozen land.')
    expect(html).toContain('Dit land is niet beschikbaar op deze site.')
    expect(html).toMatch(/<select[^>]+name="region"[^>]+aria-invalid="true"/)
  })

  it('leaves the geolocation button out: it needs JavaScript', () => {
    expect(render(<LocationFields data={data} />)).not.toContain('Use my location')
    expect(render(<GeolocationButton />)).toBe('')
  })
})
