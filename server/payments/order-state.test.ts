import { describe, expect, it } from 'vitest'
import type { OrderStatus } from '../generated/prisma/client.ts'
import { canMove, collecting, holdsCredits, returnState } from './order-state.ts'

const ALL: OrderStatus[] = ['open', 'pending', 'paid', 'failed', 'canceled', 'expired', 'refunding', 'refunded', 'charged_back']

describe('the order state machine', () => {
  it('moves forward only; paid wins over an earlier failure', () => {
    expect(canMove('open', 'paid')).toBe(true)
    expect(canMove('pending', 'paid')).toBe(true)
    expect(canMove('expired', 'paid')).toBe(true)
    expect(canMove('paid', 'paid')).toBe(false)
    expect(canMove('paid', 'pending')).toBe(false)
    expect(canMove('paid', 'failed')).toBe(false)
    expect(canMove('refunded', 'paid')).toBe(false)
    expect(canMove('charged_back', 'refunded')).toBe(false)
  })

  it('a refund or charge-back wins over every state before it, credited or not (issue 31)', () => {
    for (const from of ALL.filter((s) => s !== 'refunded' && s !== 'charged_back')) {
      expect(canMove(from, 'refunded'), from).toBe(true)
      expect(canMove(from, 'charged_back'), from).toBe(true)
    }
    // So a dispute kept before the payment is not undone by the late "paid".
    expect(canMove('charged_back', 'paid')).toBe(false)
  })

  it('only our own refund starts refunding, and no provider report moves a refunding order back to paid', () => {
    expect(ALL.filter((from) => canMove(from, 'refunding'))).toEqual(['paid'])
    expect(canMove('refunding', 'paid')).toBe(false)
    expect(canMove('refunding', 'pending')).toBe(false)
  })

  it('holds credits when paid, and a direct debit once the bank accepted it', () => {
    expect(holdsCredits({ status: 'paid', paymentMethod: 'ideal' })).toBe(true)
    expect(holdsCredits({ status: 'pending', paymentMethod: 'sdd' })).toBe(true)
    expect(holdsCredits({ status: 'pending', paymentMethod: 'ideal' })).toBe(false)
    for (const status of ['refunding', 'refunded', 'charged_back', 'failed'] as const)
      expect(holdsCredits({ status, paymentMethod: 'sdd' }), status).toBe(false)
  })

  it('says a direct debit is collecting while the bank has not yet paid it', () => {
    expect(collecting({ status: 'pending', paymentMethod: 'sdd' })).toBe(true)
    expect(collecting({ status: 'paid', paymentMethod: 'sdd' })).toBe(false)
    expect(collecting({ status: 'pending', paymentMethod: 'ideal' })).toBe(false)
  })

  it('shows a return page as pending, completed or failed', () => {
    expect(returnState('open')).toBe('pending')
    expect(returnState('paid')).toBe('completed')
    expect(returnState('refunding')).toBe('completed')
    expect(returnState('canceled')).toBe('failed')
  })
})
