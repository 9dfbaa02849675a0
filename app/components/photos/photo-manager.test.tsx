// The server HTML of the photo manager is what a browser without JavaScript gets: plain forms
// to /api/photos.php with a redirect back, translated statuses, the limit message and flashes.
import { renderToString } from 'react-dom/server'
import { TranslatorProvider } from '../../i18n/use-translation.ts'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { getTranslator } from '../../../server/i18n/resources.ts'
import type { OwnPhoto } from '../../../server/photos/photos.ts'
import type { Locale } from '../../../shared/i18n/config.ts'
import { PhotoManager, type PhotoManagerProps } from './photo-manager.tsx'

const photo = (id: number, overrides: Partial<OwnPhoto> = {}): OwnPhoto => ({
  id,
  status: 'active',
  visibility: 'public',
  isMain: false,
  width: 800,
  height: 800,
  url: `/uploads/photos/aa/${id}-full.webp`,
  matchUrl: `/uploads/photos/aa/${id}-match.webp`,
  thumbUrl: `/uploads/photos/aa/${id}-thumb.webp`,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
})

function render(props: Partial<PhotoManagerProps>, url = '/profile', locale: Locale = 'en') {
  const all: PhotoManagerProps = {
    photos: [],
    limit: 3,
    premium: false,
    premiumLimit: 25,
    maxUploadBytes: 15 * 1024 * 1024,
    ...props,
  }
  const Stub = createRoutesStub([{ path: '/profile', Component: () => <PhotoManager {...all} /> }])
  return renderToString(
    <TranslatorProvider translator={getTranslator(locale)}>
      <Stub initialEntries={[url]} />
    </TranslatorProvider>,
  )
}

describe('PhotoManager without JavaScript', () => {
  it('offers a multipart upload form that comes back to the profile', () => {
    const html = render({})
    const form = html.match(/<form[^>]*data-testid="photo-dropzone"[^>]*>/)![0]
    // HTML attribute names are case-insensitive: React writes encType.
    for (const attribute of ['method="post"', 'action="/api/photos.php"', 'enctype="multipart/form-data"'])
      expect(form.toLowerCase()).toContain(attribute)
    expect(html).toContain('<input type="hidden" name="redirect" value="/profile"/>')
    expect(html).toMatch(/<input[^>]+type="file"[^>]+name="photo"/)
    expect(html).toContain('Upload photo')
    expect(html).toContain('You have not added any photos yet.')
    expect(html).toContain('0 of 3 photos')
  })

  it('shows statuses, badges and one form per action', () => {
    const html = render({
      photos: [
        photo(1, { isMain: true }),
        photo(2, { visibility: 'private' }),
        photo(3, { status: 'pending' }),
        photo(4, { status: 'rejected' }),
      ],
    })
    for (const text of ['Main photo', 'Private', 'Approved', 'Waiting for review', 'Rejected', 'Make public', 'Make private'])
      expect(html).toContain(text)
    // Only the active, non-main photo can become main; every photo can be deleted after a question.
    expect(html.match(/name="action" value="main"/g)).toHaveLength(1)
    expect(html.match(/name="action" value="delete"/g)).toHaveLength(4)
    expect(html).toContain('Delete this photo for good?')
    expect(html).toContain('alt="Your photo 2"')
  })

  it('replaces the upload form with the upload limit message and a premium hint', () => {
    const html = render({ photos: [photo(1, { isMain: true }), photo(2), photo(3, { status: 'pending' })] })
    expect(html).toContain('You have reached the upload limit of 3 photos.')
    expect(html).toContain('Premium members can upload up to 25 photos.')
    expect(html).not.toContain('photo-dropzone')
    const premium = render({ limit: 25, premium: true, photos: [photo(1)] })
    expect(premium).not.toContain('Premium members can')
  })

  it('shows the flash of a redirected form post, translated', () => {
    expect(render({}, '/profile?photo=uploaded_pending')).toContain('as soon as we have checked it')
    expect(render({}, '/profile?photo_error=too_large')).toContain('The maximum is 15 MB.')
    expect(render({}, '/profile?photo_error=upload_limit', 'de')).toContain('Upload-Limit von 3 Fotos')
    expect(render({}, '/profile?photo_error=whatever')).toContain('An error occurred, please try again later.')
    expect(render({}, '/profile?photo=<script>')).not.toContain('<script>')
  })
})
