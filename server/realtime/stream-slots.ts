// Open event streams (GET /api/events, and the operator inbox's /staff/inbox/events) each hold a socket and a listener for as long as a page is
// open, so this process keeps count: at most MAX_STREAMS_PER_MEMBER per member (a new stream closes
// that member's oldest: a forgotten tab or a dead connection, not the page opening now) and at most
// EVENT_STREAMS_PER_PROCESS in all (default 2000; a new one is refused until another closes; the browser tries
// again later and polls meanwhile). docs/chat.md "Real time".
import { getEnv } from '../env.ts'

/**
 * Who holds a stream, as a slot key: a member by their user id, a staff member (the operator
 * inbox's stream, /staff/inbox/events) by the negated staff id, so the two never share a count.
 */
export const streamHolder = {
  member: (userId: number) => userId,
  staff: (staffId: number) => -staffId,
}

/** Streams one member may hold in one process: a browser's connections per host on HTTP/1.1. */
export const MAX_STREAMS_PER_MEMBER = 6

export interface StreamSlot {
  /** Gives the slot back (when the stream ends); calling it again does nothing. */
  release(): void
}

interface Held {
  userId: number
  close: () => void
  released: boolean
}

export class StreamSlots {
  private readonly byMember = new Map<number, Held[]>()
  private held = 0

  constructor(
    readonly perMember: number,
    readonly perProcess: number,
  ) {}

  /** Streams open now, in all and for one member. */
  count(userId?: number): number {
    return userId === undefined ? this.held : (this.byMember.get(userId)?.length ?? 0)
  }

  /**
   * A slot for a new stream of the member, or null when the process holds all it may. `close` ends
   * the stream when a newer one of the same member takes its place.
   */
  open(userId: number, close: () => void): StreamSlot | null {
    // The member's oldest go first, which also frees room in a full process.
    const mine = this.byMember.get(userId) ?? []
    while (mine.length >= this.perMember) {
      const oldest = mine[0]!
      this.release(oldest)
      oldest.close()
    }
    if (this.held >= this.perProcess) return null
    const entry: Held = { userId, close, released: false }
    mine.push(entry)
    this.byMember.set(userId, mine)
    this.held++
    return { release: () => this.release(entry) }
  }

  private release(entry: Held) {
    if (entry.released) return
    entry.released = true
    this.held--
    const mine = this.byMember.get(entry.userId)
    if (!mine) return
    mine.splice(mine.indexOf(entry), 1)
    if (mine.length === 0) this.byMember.delete(entry.userId)
  }
}

let slots: StreamSlots | undefined
/** This process's event-stream slots. */
export function memberStreamSlots(): StreamSlots {
  slots ??= new StreamSlots(MAX_STREAMS_PER_MEMBER, getEnv().EVENT_STREAMS_PER_PROCESS)
  return slots
}
