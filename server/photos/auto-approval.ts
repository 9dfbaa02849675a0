// The automatic approval rule for new photos. A photo goes live at once only when the
// member is in good standing and the picture is big enough to be a real profile photo;
// every other upload waits as `pending` for staff (npm run support -- photos-pending).
import type { UserStatus } from '../generated/prisma/client.ts'

/** Both sides (after EXIF rotation) must be at least this many pixels. */
export const AUTO_APPROVE_MIN_SIDE = 200
/** A photo rejected by staff within this many days sends the member's next uploads to review. */
export const AUTO_APPROVE_REJECTION_DAYS = 30

export interface AutoApprovalFacts {
  accountStatus: UserStatus
  /** Null when the member has no profile yet. */
  profileStatus: 'active' | 'disabled' | null
  /** Complaints against the member that staff have not closed (open or in review). */
  openComplaints: number
  /** The member's photos rejected within AUTO_APPROVE_REJECTION_DAYS. */
  recentRejections: number
  width: number
  height: number
}

export type AutoApprovalDecision =
  | { approve: true }
  | {
      approve: false
      reason: 'account_not_active' | 'profile_not_active' | 'open_complaints' | 'recent_rejection' | 'too_small'
    }

export function autoApprovalDecision(facts: AutoApprovalFacts): AutoApprovalDecision {
  if (facts.accountStatus !== 'active') return { approve: false, reason: 'account_not_active' }
  if (facts.profileStatus !== 'active') return { approve: false, reason: 'profile_not_active' }
  if (facts.openComplaints > 0) return { approve: false, reason: 'open_complaints' }
  if (facts.recentRejections > 0) return { approve: false, reason: 'recent_rejection' }
  if (Math.min(facts.width, facts.height) < AUTO_APPROVE_MIN_SIDE) return { approve: false, reason: 'too_small' }
  return { approve: true }
}
