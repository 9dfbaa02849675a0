// The member e-mails one can turn off (SPEC §9 e-mail types): notifications (a like, a match, a
// new conversation or message), the reminders, the weekly update and staff campaigns. Each says
// what happened, has one button into the right page, and the footer's preferences and unsubscribe
// links. Their texts live in locales/<lng>/notifications.json under `email`; the frame's in emails.json.
import type { TFunction } from 'i18next'
import { CallToAction, EmailLayout, Paragraph, SmallPrint, type LayoutProps } from './layout.tsx'
import { defineEmail, type EmailContext, type EmailFrame } from './email-definition.ts'

export interface NotificationEmailProps {
  layout: LayoutProps
  greeting: string
  intro: string
  button: string
  url: string
  linkFallback: string
  /** Why this e-mail came and how to change that. */
  note: string
}

export default function NotificationEmail(props: NotificationEmailProps) {
  return (
    <EmailLayout {...props.layout}>
      <Paragraph>{props.greeting}</Paragraph>
      <Paragraph>{props.intro}</Paragraph>
      <CallToAction href={props.url} label={props.button} linkFallback={props.linkFallback} />
      <SmallPrint>{props.note}</SmallPrint>
    </EmailLayout>
  )
}

/** The texts of one member e-mail, already in the recipient's language. */
export interface MemberEmailTexts {
  subject: string
  preview: string
  intro: string
  button: string
}

/** Greeting, text, button, note, and the footer's preferences and unsubscribe links. */
function memberEmail(t: TFunction, frame: EmailFrame, context: EmailContext, texts: MemberEmailTexts, url: string) {
  if (!context.preferences) throw new Error('A member e-mail needs its preferences and unsubscribe links')
  const vars = { siteName: context.siteName }
  return (
    <NotificationEmail
      layout={{
        ...frame.layout(texts.preview),
        footer: t('email.footer', vars),
        footerLinks: [
          { href: context.preferences.preferencesUrl, label: t('email.preferences', vars) },
          { href: context.preferences.unsubscribeUrl, label: t('email.unsubscribe', vars) },
        ],
      }}
      greeting={t('email.greeting', { name: context.name })}
      intro={texts.intro}
      button={texts.button}
      url={url}
      linkFallback={frame.linkFallback}
      note={t('email.note', vars)}
    />
  )
}

/** A member e-mail whose texts are under `email.<key>` of notifications.json, with `textVars`. */
function fromTexts<V extends { url: string }>(
  key: string,
  textVars: (v: V) => Record<string, unknown>,
  slots?: readonly (keyof V & string)[],
) {
  const text = (t: TFunction, v: V, c: EmailContext, part: keyof MemberEmailTexts) =>
    t(`email.${key}.${part}`, { siteName: c.siteName, ...textVars(v) })
  return defineEmail<V>({
    namespace: 'notifications',
    links: ['url'],
    slots,
    subject: (t, v, c) => text(t, v, c, 'subject'),
    body: (t, v, c, frame) =>
      memberEmail(
        t,
        frame,
        c,
        {
          subject: text(t, v, c, 'subject'),
          preview: text(t, v, c, 'preview'),
          intro: text(t, v, c, 'intro'),
          button: text(t, v, c, 'button'),
        },
        v.url,
      ),
  })
}

/** `otherName` is the member who liked, matched or wrote; `url` the page that shows it. */
type EventVars = { otherName: string; url: string }
const byOther = (v: EventVars) => ({ name: v.otherName })
/** Notifications go out in bursts: rendered once per kind, language and site (emails/render.ts). */
const eventSlots = ['otherName', 'url'] as const

export const notificationEmails = {
  like: fromTexts<EventVars>('like', byOther, eventSlots),
  match: fromTexts<EventVars>('match', byOther, eventSlots),
  new_conversation: fromTexts<EventVars>('newConversation', byOther, eventSlots),
  new_message: fromTexts<EventVars>('newMessage', byOther, eventSlots),
  /** `unread`: how many messages wait. */
  unread_message_reminders: fromTexts<{ url: string; unread: number }>('unreadReminder', (v) => ({ unread: v.unread })),
  reminders: fromTexts<{ url: string }>('reminder', () => ({})),
  weekly_updates: fromTexts<{ url: string; likes: number; newMembers: number }>('weekly', (v) => ({
    likes: v.likes,
    newMembers: v.newMembers,
  })),
  /** A staff campaign (server/notifications/campaigns.ts): its texts come with it, one per language. */
  campaign: defineEmail<{ url: string; texts: MemberEmailTexts }>({
    namespace: 'notifications',
    links: ['url'],
    subject: (_t, v) => v.texts.subject,
    body: (t, v, c, frame) => memberEmail(t, frame, c, v.texts, v.url),
  }),
}
