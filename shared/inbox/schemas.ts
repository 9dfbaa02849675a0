// The operator inbox's forms (one zod schema per operation; messages are keys in staff.json under
// inbox.errors). Every form posts an `intent` and works without JavaScript.
import { z } from 'zod'
import { idField } from '../parse-id.ts'

export const INBOX_NOTE_MAX = 2000
export const ANSWER_MAX = 1000
export const TARGET_MINUTES_MAX = 7 * 24 * 60

const noteText = z
  .string({ error: 'inbox.errors.noteRequired' })
  .trim()
  .min(1, 'inbox.errors.noteRequired')
  .max(INBOX_NOTE_MAX, 'inbox.errors.noteTooLong')

/** Claiming a conversation from the list (opens it). */
export const claimSchema = z.object({ intent: z.literal('claim'), conversationId: idField('inbox.errors.notFound') })

/** An answer written by the operator. */
export const answerTextSchema = z.object({
  intent: z.literal('text'),
  text: z
    .string({ error: 'inbox.errors.textRequired' })
    .trim()
    .min(1, 'inbox.errors.textRequired')
    .max(ANSWER_MAX, 'inbox.errors.textTooLong'),
  clientKey: z.string().max(64).optional(),
})

/** A note about the member, shared by the operators writing as this profile. */
export const memberNoteSchema = z.object({ intent: z.literal('note'), note: noteText })

/** What the conversation page posts: an answer of one kind, a note, renew, release or hand-over. */
export const conversationActionSchema = z.discriminatedUnion('intent', [
  answerTextSchema,
  z.object({
    intent: z.literal('icebreaker'),
    icebreakerId: idField('inbox.errors.icebreakerNotFound'),
    clientKey: z.string().max(64).optional(),
  }),
  z.object({ intent: z.literal('gift'), giftId: idField('inbox.errors.giftNotFound'), clientKey: z.string().max(64).optional() }),
  z.object({
    intent: z.literal('photo'),
    photoId: idField('inbox.errors.photoNotFound'),
    clientKey: z.string().max(64).optional(),
  }),
  memberNoteSchema,
  z.object({ intent: z.literal('renew') }),
  z.object({ intent: z.literal('release') }),
  z.object({ intent: z.literal('handover'), staffId: idField('inbox.errors.badOperator') }),
])

export type ConversationAction = z.infer<typeof conversationActionSchema>

/** A fictional profile's persona note (inbox.manage). */
export const personaSchema = z.object({
  profileId: idField('inbox.errors.notFound'),
  persona: z.string().trim().max(INBOX_NOTE_MAX, 'inbox.errors.noteTooLong').default(''),
})

/** The site's answer-time target in minutes (inbox.manage). */
export const targetSchema = z.object({
  targetMinutes: z.coerce
    .number({ error: 'inbox.errors.targetInvalid' })
    .int('inbox.errors.targetInvalid')
    .min(1, 'inbox.errors.targetInvalid')
    .max(TARGET_MINUTES_MAX, 'inbox.errors.targetInvalid'),
})

/** The list's language filter: one of the locales, or all. */
export const languageFilter = (value: string | null, languages: readonly string[]) =>
  value && languages.includes(value) ? value : null
