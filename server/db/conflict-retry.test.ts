import { describe, expect, it } from 'vitest'
import { CONFLICT_ATTEMPTS, isConflict, retryOnConflict } from './conflict-retry.ts'

const conflict = () => Object.assign(new Error('Transaction failed due to a write conflict or a deadlock'), { code: 'P2034' })

describe('retryOnConflict', () => {
  it('knows a deadlock or serialisation failure by its code, also inside a cause', () => {
    expect(isConflict(conflict())).toBe(true)
    expect(isConflict({ code: 'P2010', meta: { code: '40P01' } })).toBe(true)
    expect(isConflict({ cause: { originalCode: '40001' } })).toBe(true)
    expect(isConflict({ cause: { kind: 'TransactionWriteConflict' } })).toBe(true)
    expect(isConflict({ code: 'P2002' })).toBe(false)
    expect(isConflict(new Error('boom'))).toBe(false)
    expect(isConflict(null)).toBe(false)
  })

  it('runs the work again after a conflict and answers what the next run gives', async () => {
    let runs = 0
    const answer = await retryOnConflict(async () => {
      runs++
      if (runs < 3) throw conflict()
      return 'done'
    })
    expect({ answer, runs }).toEqual({ answer: 'done', runs: 3 })
  })

  it('throws the last conflict after CONFLICT_ATTEMPTS runs, and any other error at once', async () => {
    let runs = 0
    await expect(
      retryOnConflict(async () => {
        runs++
        throw conflict()
      }),
    ).rejects.toMatchObject({ code: 'P2034' })
    expect(runs).toBe(CONFLICT_ATTEMPTS)
    runs = 0
    await expect(
      retryOnConflict(async () => {
        runs++
        throw Object.assign(new Error('unique'), { code: 'P2002' })
      }),
    ).rejects.toMatchObject({ code: 'P2002' })
    expect(runs).toBe(1)
  })
})
