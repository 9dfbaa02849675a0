// The inbox list's pages as this process read them last (docs/operators.md "Speed"). Every inbox
// event (a conversation waits, is answered, claimed or released: server/inbox/inbox-events.ts)
// makes every console of the site reload its list at the same moment; without this, a hundred
// operators are a hundred identical reads of the same page. A page is read once and shared:
//   - by the lists asked for while its read runs, and after it for at most REUSE_MS;
//   - never across an inbox event of its site this process heard since the read began (a read
//     that began before the event is not reused, even while it runs).
// What changes without an event (a member's name, a conversation deleted with its member's
// account, a lost Redis message) shows within REUSE_MS. What is per operator or per moment (whose
// claim it is, whether the lease still runs, the time waited) is worked out from the page for
// each call by listWaiting, so a shared page answers everyone as their own read would.
// A claim never trusts the list: claimConversation decides in the database.
import { inboxEventsReady, onInboxChangeHere, subscribeToInbox } from './inbox-events.ts'

/** How long a page read is reused when no inbox event of its site arrives. */
export const REUSE_MS = 1000

const MAX_ENTRIES = 500

interface Entry<T> {
  generation: number
  startedAt: number
  page: Promise<T>
}

const entries = new Map<string, Entry<unknown>>()
/** Per site: bumped by each inbox event this process hears. */
const generations = new Map<number, number>()
/** Per site: listening, and whether the events of every process are heard yet. */
const listening = new Map<number, { ready: boolean }>()

function changed(siteId: number) {
  generations.set(siteId, (generations.get(siteId) ?? 0) + 1)
  for (const key of entries.keys()) if (key.startsWith(`${siteId}:`)) entries.delete(key)
}

// This process's own changes count at once, whatever site (Redis brings them back a moment later).
onInboxChangeHere(changed)

function listen(siteId: number): { ready: boolean } {
  let state = listening.get(siteId)
  if (!state) {
    const created = { ready: false }
    state = created
    listening.set(siteId, created)
    subscribeToInbox(siteId, () => changed(siteId))
    // Until the subscription runs, events of other processes would go unheard: read afresh.
    void inboxEventsReady(5000).then(() => (created.ready = true))
  }
  return state
}

/**
 * The page `key` of the site: the running or recent read when it may be shared, else `read()`.
 * A failed read is not kept.
 */
export function sharedPage<T>(siteId: number, key: string, read: () => Promise<T>, now = Date.now()): Promise<T> {
  const state = listen(siteId)
  const generation = generations.get(siteId) ?? 0
  const id = `${siteId}:${key}`
  const hit = entries.get(id) as Entry<T> | undefined
  if (state.ready && hit && hit.generation === generation && now - hit.startedAt < REUSE_MS && now >= hit.startedAt)
    return hit.page
  const entry: Entry<T> = { generation, startedAt: now, page: read() }
  // Keys are a site, a language and a page size: a few dozen; this only bounds odd callers.
  if (entries.size >= MAX_ENTRIES) entries.clear()
  entries.set(id, entry)
  entry.page.catch(() => {
    if (entries.get(id) === entry) entries.delete(id)
  })
  return entry.page
}

/** Forgets every page (tests, and scripts that change InboxItem behind the services' back). */
export function forgetSharedPages() {
  entries.clear()
}
