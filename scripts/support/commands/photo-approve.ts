// The support CLI's photo-approve command: approve a photo, so that other members can see it.
import { PhotoError } from '../../../server/photos/photos.ts'
import { approvePhoto } from '../../../server/photos/photo-review.ts'
import { SupportError, type SupportContext } from '../context.ts'
import { photoDecided } from './photo-reject.ts'

export async function photoApprove({ command, target, staff, out }: SupportContext): Promise<number> {
  if (!target || !/^\d+$/.test(target)) throw new SupportError(`The command ${command} needs a photo id.`)
  try {
    out(photoDecided(await approvePhoto(Number(target), staff)))
  } catch (error) {
    if (error instanceof PhotoError && error.code === 'not_found') throw new SupportError(`No photo ${target}.`)
    throw error
  }
  return 0
}
