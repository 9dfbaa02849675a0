import { describe, expect, it } from 'vitest'
import { formatCountdown } from './countdown.ts'

describe('formatCountdown', () => {
  it('shows hours, minutes and seconds with two digits each', () => {
    expect(formatCountdown(14_400)).toBe('04:00:00')
    expect(formatCountdown(3_599)).toBe('00:59:59')
    expect(formatCountdown(61)).toBe('00:01:01')
    expect(formatCountdown(0)).toBe('00:00:00')
    expect(formatCountdown(-5)).toBe('00:00:00')
  })
})
