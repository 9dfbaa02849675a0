// Who appears on a site's landers (members, counts per region and interest, members online) is
// cached per process for a minute (server/landers); a member who hides, is hidden or leaves is
// dropped from every process's lists at once instead (server/cache-bus.ts).
import { publishInvalidation } from '../cache-bus.ts'

/** A member left the lists (invisible, disabled, deletion) or came back. */
export function invalidateMemberListings(): Promise<void> {
  return publishInvalidation('member-listings')
}
