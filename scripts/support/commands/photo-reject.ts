// The support CLI's photo-reject command: reject a photo, hidden from everyone but its owner, who gets an
// e-mail with --note as the reason and how to contest it.
import { PhotoError } from '../../../server/photos/photos.ts'
import { rejectPhoto } from '../../../server/photos/photo-review.ts'
import { SupportError, type SupportContext } from '../context.ts'

/** What photo-approve and photo-reject print: the photo's status now, and before. */
export function photoDecided({ photo, previous }: { photo: { id: number; status: string }; previous: string }) {
  return `Photo ${photo.id} is now ${photo.status}${previous === photo.status ? ' (it already was)' : ` (was ${previous})`}.`
}

export async function photoReject({ command, target, values, staff, baseUrl, out }: SupportContext): Promise<number> {
  if (!target || !/^\d+$/.test(target)) throw new SupportError(`The command ${command} needs a photo id.`)
  try {
    out(photoDecided(await rejectPhoto(Number(target), staff, { note: values.note, baseUrl })))
  } catch (error) {
    if (error instanceof PhotoError && error.code === 'not_found') throw new SupportError(`No photo ${target}.`)
    throw error
  }
  return 0
}
