// The wire contract of the operator inbox's live events (/staff/inbox/events, docs/operators.md):
// what server/inbox/inbox-events.ts publishes and app/components/staff/inbox-live.tsx hears. Types
// only: both sides import them from here. They carry ids only; the page reloads its list.

/** A conversation of the inbox started waiting, was answered, claimed or released. */
export type InboxChange =
  | { type: 'waiting'; conversationId: number }
  | { type: 'answered'; conversationId: number }
  | { type: 'claimed'; conversationId: number; staffId: number }
  | { type: 'released'; conversationId: number }
