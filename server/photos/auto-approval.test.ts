import { describe, expect, it } from 'vitest'
import { AUTO_APPROVE_MIN_SIDE, autoApprovalDecision, type AutoApprovalFacts } from './auto-approval.ts'

const good: AutoApprovalFacts = {
  accountStatus: 'active',
  profileStatus: 'active',
  openComplaints: 0,
  recentRejections: 0,
  width: 800,
  height: 600,
}

describe('autoApprovalDecision', () => {
  it('approves a big enough photo of a member in good standing', () => {
    expect(autoApprovalDecision(good)).toEqual({ approve: true })
    expect(autoApprovalDecision({ ...good, width: AUTO_APPROVE_MIN_SIDE, height: AUTO_APPROVE_MIN_SIDE })).toEqual({
      approve: true,
    })
  })

  it('sends everything else to staff, saying why', () => {
    const reasons = [
      { ...good, accountStatus: 'not_confirmed' as const },
      { ...good, profileStatus: 'disabled' as const },
      { ...good, profileStatus: null },
      { ...good, openComplaints: 1 },
      { ...good, recentRejections: 2 },
      { ...good, width: AUTO_APPROVE_MIN_SIDE - 1 },
      { ...good, height: 120 },
    ].map((facts) => autoApprovalDecision(facts))
    expect(reasons).toEqual([
      { approve: false, reason: 'account_not_active' },
      { approve: false, reason: 'profile_not_active' },
      { approve: false, reason: 'profile_not_active' },
      { approve: false, reason: 'open_complaints' },
      { approve: false, reason: 'recent_rejection' },
      { approve: false, reason: 'too_small' },
      { approve: false, reason: 'too_small' },
    ])
  })
})
