// /data-export/:id?exp=…&sig=…: the download of a member's data export (server/privacy). It needs
// the signed link from the e-mail and the owner's session (docs/privacy.md); a missing session
// goes to the login page and back here, a bad or old link to the settings page, which says why.
import { Readable } from 'node:stream'
import { redirect } from 'react-router'
import type { Route } from './+types/data-export.$id'
import { parseId } from '../../server/http/parse-id.ts'
import { DataExportError, openDataExport } from '../../server/privacy/data-export.ts'
import { requireMember } from '../session.server.ts'

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireMember({ request, context })
  const id = parseId(params.id)
  const url = new URL(request.url)
  try {
    if (id === null) throw new DataExportError('not_found')
    const { file, filename } = await openDataExport(user.id, id, {
      exp: url.searchParams.get('exp'),
      sig: url.searchParams.get('sig'),
    })
    const headers = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }
    if (file.kind === 'redirect') return redirect(file.url, { headers })
    return new Response(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, {
      headers: {
        ...headers,
        'Content-Type': 'application/zip',
        'Content-Length': String(file.size),
        'Content-Disposition': `attachment; filename="${filename}"`,
      },
    })
  } catch (error) {
    if (!(error instanceof DataExportError)) throw error
    throw redirect(`/notifications?export=${error.code === 'expired' ? 'expired' : 'invalid'}#data-export`)
  }
}
