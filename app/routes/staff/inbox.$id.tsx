// /staff/inbox/:id (inbox.answer): one conversation, for the operator who holds its claim
// (docs/operators.md). The fictional profile (photos, texts, persona note), the member's public
// profile, the whole conversation and the shared notes about the member; the answer as the
// profile: a text, an icebreaker in the member's language, a gift or a photo of the profile's own
// gallery. Renew, release or hand on the claim. Another operator gets a 409 page naming the
// holder, and the conversation's content stays hidden.
import { randomUUID } from 'node:crypto'
import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, redirect, useActionData, useLoaderData } from 'react-router'
import type { Route } from './+types/inbox.$id'
import { useTranslation } from '../../i18n/use-translation.ts'
import { StaffPageErrorBoundary } from '../../components/staff/staff-error.tsx'
import { ErrorList } from '../../components/forms/field.tsx'
import { formatWait, languageName, useInboxLive } from '../../components/staff/inbox-live.tsx'
import { readForm } from '../../../server/http/read-body.ts'
import { parseId } from '../../../server/http/parse-id.ts'
import { addMemberNote, operatorConversation } from '../../../server/inbox/inbox.ts'
import { answerAsProfile, type OperatorAnswer } from '../../../server/inbox/answer.ts'
import { claimConversation, handOverClaim, handOverTargets, releaseClaim } from '../../../server/inbox/claims.ts'
import { InboxError, type InboxErrorCode } from '../../../server/inbox/inbox-error.ts'
import { ChatError, NotFictionalError } from '../../../server/chat/chat-error.ts'
import { refusalStatus } from '../../../server/http/refusal-status.ts'
import { answerTextSchema, conversationActionSchema, memberNoteSchema } from '../../../shared/inbox/schemas.ts'
import { requireStaff, rethrowForbidden, staffAction, staffNotFound } from './+shared/staff.server.ts'

const errorKeys: Record<InboxErrorCode, string> = {
  not_found: 'inbox.errors.notFound',
  claimed: 'inbox.errors.claimed',
  not_claimed: 'inbox.errors.notClaimed',
  contact_details: 'inbox.errors.contact',
  bad_operator: 'inbox.errors.badOperator',
  icebreaker_not_found: 'inbox.errors.icebreakerNotFound',
  photo_not_found: 'inbox.errors.photoNotFound',
  no_staff_account: 'inbox.errors.notFound',
}

function conversationIdOf(params: { id?: string }) {
  const id = parseId(params.id)
  if (id === null) throw staffNotFound()
  return id
}

export async function loader(args: Route.LoaderArgs) {
  const { actor, site } = await requireStaff(args, 'inbox.answer')
  const conversationId = conversationIdOf(args.params)
  try {
    const view = await operatorConversation(actor, conversationId)
    if (view.siteId !== site.id) throw staffNotFound()
    const operators = await handOverTargets(actor, site.id)
    return {
      state: 'claimed' as const,
      clientKey: randomUUID(),
      operators,
      view: {
        ...view,
        claim: { expiresAt: view.claim.expiresAt.toISOString() },
        waitingSince: view.waitingSince?.toISOString() ?? null,
        waitedSeconds: view.waitingSince ? Math.floor((Date.now() - view.waitingSince.getTime()) / 1000) : null,
        messages: view.messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
        notes: view.notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
      },
    }
  } catch (error) {
    if (error instanceof InboxError && error.code === 'not_claimed')
      return data(
        { state: 'not_claimed' as const, conversationId, holder: error.details.holder ?? '' },
        { status: refusalStatus(error.code) },
      )
    if (error instanceof InboxError) throw staffNotFound()
    return rethrowForbidden(error)
  }
}

type ActionAnswer = {
  done: 'sent' | 'noted' | 'renewed' | 'handedOver' | null
  error: string | null
  values?: Record<string, string>
  result?: SubmissionResult<string[]>
  form?: 'text' | 'note'
}

function failure(error: string, status: number, values?: Record<string, string>) {
  return data<ActionAnswer>({ done: null, error, values }, { status })
}

export async function action(args: Route.ActionArgs) {
  const { actor } = await staffAction(args, 'inbox.answer')
  const conversationId = conversationIdOf(args.params)
  const form = await readForm(args.request)
  const submission = parseWithZod(form, { schema: conversationActionSchema })
  if (submission.status !== 'success') {
    const intent = form.get('intent')
    return data<ActionAnswer>(
      { done: null, error: null, result: submission.reply(), form: intent === 'note' ? 'note' : 'text' },
      { status: 400 },
    )
  }
  const value = submission.value
  try {
    switch (value.intent) {
      case 'text':
      case 'icebreaker':
      case 'gift':
      case 'photo': {
        const answer: OperatorAnswer =
          value.intent === 'text'
            ? { kind: 'text', text: value.text }
            : value.intent === 'icebreaker'
              ? { kind: 'icebreaker', icebreakerId: value.icebreakerId }
              : value.intent === 'gift'
                ? { kind: 'gift', giftId: value.giftId }
                : { kind: 'photo', photoId: value.photoId }
        await answerAsProfile(actor, { conversationId, answer, clientKey: value.clientKey ?? null })
        return data<ActionAnswer>({ done: 'sent', error: null, result: submission.reply({ resetForm: true }), form: 'text' })
      }
      case 'note':
        await addMemberNote(actor, conversationId, value.note)
        return data<ActionAnswer>({ done: 'noted', error: null, result: submission.reply({ resetForm: true }), form: 'note' })
      case 'renew':
        await claimConversation(actor, conversationId)
        return data<ActionAnswer>({ done: 'renewed', error: null })
      case 'release':
        await releaseClaim(actor, conversationId)
        return redirect('/staff/inbox')
      case 'handover':
        await handOverClaim(actor, conversationId, value.staffId)
        return redirect('/staff/inbox')
    }
  } catch (error) {
    if (error instanceof InboxError) {
      const key =
        error.code === 'contact_details' ? `inbox.errors.contact_${error.details.reason ?? 'email'}` : errorKeys[error.code]
      return failure(key, refusalStatus(error.code), {
        holder: error.details.holder ?? '',
        match: error.details.match ?? '',
      })
    }
    if (error instanceof NotFictionalError) return failure('inbox.errors.notFictional', refusalStatus(error.code))
    if (error instanceof ChatError) return failure(`inbox.errors.chat_${error.code}`, refusalStatus(error.code))
    return rethrowForbidden(error)
  }
}

function NotClaimed({ conversationId, holder }: { conversationId: number; holder: string }) {
  const { t } = useTranslation('staff')
  return (
    <section data-testid="inbox-not-claimed">
      <title>{t('inbox.title')}</title>
      <p>
        <Link to="/staff/inbox">{t('inbox.back')}</Link>
      </p>
      <h1 className="h4">{holder ? t('inbox.heldBy', { name: holder }) : t('inbox.notYours')}</h1>
      {holder ? null : (
        <Form method="post" action="/staff/inbox">
          <input type="hidden" name="intent" value="claim" />
          <input type="hidden" name="conversationId" value={conversationId} />
          <button type="submit" className="btn btn-primary">
            {t('inbox.open')}
          </button>
        </Form>
      )}
    </section>
  )
}

export default function StaffInboxConversation() {
  const loaded = useLoaderData<typeof loader>()
  if (loaded.state === 'not_claimed') return <NotClaimed conversationId={loaded.conversationId} holder={loaded.holder} />
  return <Conversation {...loaded} />
}

function Conversation({
  view,
  operators,
  clientKey,
}: Extract<ReturnType<typeof useLoaderData<typeof loader>>, { state: 'claimed' }>) {
  const actionData = useActionData<typeof action>()
  const { t, i18n } = useTranslation('staff')
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' })
  useInboxLive((event) => event.conversationId === view.conversationId)
  const [textForm, textFields] = useForm({
    id: 'inbox-answer',
    lastResult: actionData?.form === 'text' ? actionData.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: answerTextSchema }),
    shouldRevalidate: 'onBlur',
  })
  const [noteForm, noteFields] = useForm({
    id: 'inbox-note',
    lastResult: actionData?.form === 'note' ? actionData.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: memberNoteSchema }),
    shouldRevalidate: 'onBlur',
  })
  const language = languageName(view.language, i18n.language)
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="clientKey" value={clientKey} />
    </>
  )
  return (
    <>
      <title>{`${view.member.name} · ${t('inbox.title')}`}</title>
      <p>
        <Link to="/staff/inbox">{t('inbox.back')}</Link>
      </p>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h4 mb-0 me-auto">{t('inbox.asProfile', { profile: view.profile.name, member: view.member.name })}</h1>
        <Form method="post">
          <input type="hidden" name="intent" value="renew" />
          <button type="submit" className="btn btn-sm btn-outline-secondary">
            {t('inbox.renew')}
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="release" />
          <button type="submit" className="btn btn-sm btn-outline-secondary" data-testid="inbox-release">
            {t('inbox.release')}
          </button>
        </Form>
        {operators.length ? (
          <Form method="post" className="d-flex gap-1">
            <input type="hidden" name="intent" value="handover" />
            <label htmlFor="inbox-handover" className="visually-hidden">
              {t('inbox.handOverTo')}
            </label>
            <select id="inbox-handover" name="staffId" className="form-select form-select-sm w-auto">
              {operators.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </select>
            <button type="submit" className="btn btn-sm btn-outline-secondary">
              {t('inbox.handOver')}
            </button>
          </Form>
        ) : null}
      </div>
      <p className="text-body-secondary small">
        {t('inbox.claimUntil', { time: date.format(new Date(view.claim.expiresAt)) })}
        {view.waitedSeconds != null ? ` · ${t('inbox.waitedFor', { time: formatWait(view.waitedSeconds, i18n.language) })}` : ''}
      </p>
      {actionData?.done ? (
        <div className="alert alert-success" role="status" data-testid="inbox-done">
          {t(`inbox.done.${actionData.done}`)}
        </div>
      ) : null}
      {actionData?.error ? (
        <div className="alert alert-danger" role="alert" data-testid="inbox-error">
          {t(actionData.error, actionData.values)}
        </div>
      ) : null}
      <div className="row g-4">
        <div className="col-lg-7">
          <ol className="list-unstyled d-flex flex-column gap-2 mb-4" data-testid="inbox-messages">
            {view.messages.map((m) => (
              <li
                key={m.id}
                className={`p-2 rounded border ${m.fromProfile ? 'align-self-end bg-primary-subtle' : 'align-self-start bg-body-tertiary'}`}
                style={{ maxWidth: '85%' }}
                data-from={m.fromProfile ? 'profile' : 'member'}
              >
                <div className="small text-body-secondary">
                  {m.fromProfile ? view.profile.name : view.member.name} · {date.format(new Date(m.createdAt))}
                </div>
                {m.type === 'text' ? <div style={{ whiteSpace: 'pre-wrap' }}>{m.body}</div> : null}
                {m.type === 'gift' && m.gift ? (
                  <div>
                    <span className="fs-3">{m.gift.icon}</span> {t('inbox.gift')}
                  </div>
                ) : null}
                {m.type === 'gif' && m.gifUrl ? <img src={m.gifUrl} alt="GIF" width={160} loading="lazy" /> : null}
                {m.type === 'photo' && m.photoUrl ? (
                  <img src={m.photoUrl} alt={t('inbox.photo')} width={160} loading="lazy" />
                ) : null}
              </li>
            ))}
          </ol>
          <h2 className="h6">{t('inbox.answerIn', { language })}</h2>
          <Form method="post" {...getFormProps(textForm)} className="mb-3">
            {hidden('text')}
            <label htmlFor={textFields.text.id} className="visually-hidden">
              {t('inbox.answer')}
            </label>
            <textarea
              {...getTextareaProps(textFields.text)}
              key={textFields.text.key}
              rows={4}
              className={`form-control mb-2${textFields.text.errors?.length ? ' is-invalid' : ''}`}
              lang={view.language}
              data-testid="inbox-answer-text"
            />
            <ErrorList id={textFields.text.errorId} errors={textFields.text.errors} ns="staff" />
            <button type="submit" className="btn btn-primary" data-testid="inbox-send">
              {t('inbox.send')}
            </button>
            <div className="form-text">{t('inbox.rules')}</div>
          </Form>
          {view.icebreakers.length ? (
            <details className="mb-3">
              <summary>{t('inbox.icebreakers')}</summary>
              <ul className="list-unstyled mt-2 d-flex flex-column gap-1">
                {view.icebreakers.map((i) => (
                  <li key={i.id}>
                    <Form method="post" className="d-flex gap-2 align-items-start">
                      {hidden('icebreaker')}
                      <input type="hidden" name="icebreakerId" value={i.id} />
                      <button type="submit" className="btn btn-sm btn-outline-primary">
                        {t('inbox.send')}
                      </button>
                      <span lang={view.language}>{i.text}</span>
                    </Form>
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          {view.gifts.length ? (
            <details className="mb-3">
              <summary>{t('inbox.gifts')}</summary>
              <div className="d-flex flex-wrap gap-2 mt-2">
                {view.gifts.map((g) => (
                  <Form method="post" key={g.id}>
                    {hidden('gift')}
                    <input type="hidden" name="giftId" value={g.id} />
                    <button
                      type="submit"
                      className="btn btn-outline-secondary fs-4"
                      title={g.slug}
                      aria-label={`${t('inbox.sendGift')} ${g.slug}`}
                    >
                      {g.icon}
                    </button>
                  </Form>
                ))}
              </div>
            </details>
          ) : null}
          {view.profile.photos.length ? (
            <details className="mb-3">
              <summary>{t('inbox.photos')}</summary>
              <div className="d-flex flex-wrap gap-2 mt-2">
                {view.profile.photos.map((p) => (
                  <Form method="post" key={p.id}>
                    {hidden('photo')}
                    <input type="hidden" name="photoId" value={p.id} />
                    <button type="submit" className="btn btn-outline-secondary p-1" aria-label={t('inbox.sendPhoto')}>
                      <img src={p.url} alt="" width={72} height={72} style={{ objectFit: 'cover' }} loading="lazy" />
                    </button>
                  </Form>
                ))}
              </div>
            </details>
          ) : null}
        </div>
        <div className="col-lg-5 d-flex flex-column gap-3">
          <section className="card" data-testid="inbox-profile">
            <div className="card-body">
              <h2 className="h6 card-title">
                {t('inbox.profileCard', { name: view.profile.name })}{' '}
                <span className="badge text-bg-warning">{t('inbox.fictional')}</span>
              </h2>
              <p className="small text-body-secondary mb-2">
                {view.profile.age} · {view.profile.city ?? view.profile.country}
              </p>
              <div className="d-flex flex-wrap gap-1 mb-2">
                {view.profile.photos.map((p) => (
                  <img key={p.id} src={p.url} alt="" width={56} height={56} style={{ objectFit: 'cover' }} loading="lazy" />
                ))}
              </div>
              {view.profile.aboutMe ? <p className="small">{view.profile.aboutMe}</p> : null}
              <h3 className="h6">{t('inbox.persona')}</h3>
              <p className="small" style={{ whiteSpace: 'pre-wrap' }} data-testid="inbox-persona">
                {view.profile.persona || t('inbox.noPersona')}
              </p>
              {view.mayManage ? <Link to="/staff/inbox/personas">{t('inbox.personas.edit')}</Link> : null}
            </div>
          </section>
          <section className="card" data-testid="inbox-member">
            <div className="card-body">
              <h2 className="h6 card-title">
                {view.member.name} {view.member.paid ? <span className="badge text-bg-success">{t('inbox.paid')}</span> : null}
              </h2>
              <p className="small text-body-secondary mb-2">
                {view.member.age} · {view.member.city ?? view.member.country} · {language}
              </p>
              <div className="d-flex flex-wrap gap-1 mb-2">
                {view.member.photos.map((p) => (
                  <img key={p.id} src={p.url} alt="" width={56} height={56} style={{ objectFit: 'cover' }} loading="lazy" />
                ))}
              </div>
              {view.member.aboutMe ? <p className="small">{view.member.aboutMe}</p> : null}
            </div>
          </section>
          <section className="card">
            <div className="card-body">
              <h2 className="h6 card-title">{t('inbox.notes')}</h2>
              {view.notes.length ? (
                <ul className="small ps-3">
                  {view.notes.map((n) => (
                    <li key={n.id}>
                      {n.text}{' '}
                      <span className="text-body-secondary">
                        ({n.by}, {date.format(new Date(n.createdAt))})
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="small text-body-secondary">{t('inbox.noNotes')}</p>
              )}
              <Form method="post" {...getFormProps(noteForm)}>
                <input type="hidden" name="intent" value="note" />
                <label htmlFor={noteFields.note.id} className="form-label small">
                  {t('inbox.addNote')}
                </label>
                <textarea
                  {...getTextareaProps(noteFields.note)}
                  key={noteFields.note.key}
                  rows={2}
                  className={`form-control mb-2${noteFields.note.errors?.length ? ' is-invalid' : ''}`}
                />
                <ErrorList id={noteFields.note.errorId} errors={noteFields.note.errors} ns="staff" />
                <button type="submit" className="btn btn-sm btn-outline-primary">
                  {t('inbox.saveNote')}
                </button>
              </Form>
            </div>
          </section>
        </div>
      </div>
    </>
  )
}

export const ErrorBoundary = StaffPageErrorBoundary
