// /staff/members/:id (members.view): the member 360° view (docs/staff.md): profile, photos,
// sessions, orders and the credit ledger, complaints by and about them, the e-mails sent and the
// audit trail; and the actions the staff member's roles allow, each through the service the
// support CLI uses (which checks the permission and writes the audit row): account fixes
// (members.manage), credits (credits.adjust), refunds (orders.refund), hiding the profile with a
// statement of reasons (profiles.review).
import { getFormProps, getInputProps, getTextareaProps, useForm, type FieldMetadata } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import type { SubmissionResult } from '@conform-to/react'
import type { z } from 'zod'
import { data, Form, Link, useActionData, useLoaderData } from 'react-router'
import type { Route } from './+types/members.$id'
import { useTranslation } from '../../i18n/use-translation.ts'
import { ErrorList, Field } from '../../components/forms/field.tsx'
import { AuditTrail } from '../../components/staff/audit-trail.tsx'
import { StaffPageErrorBoundary } from '../../components/staff/staff-error.tsx'
import { readForm } from '../../../server/http/read-body.ts'
import { parseId } from '../../../server/http/parse-id.ts'
import { siteOrigin } from '../../../server/sites/site-url.ts'
import { memberForStaff, memberHasOrder, memberOverview } from '../../../server/members/staff-member-view.ts'
import { activateByStaff } from '../../../server/accounts/activation.ts'
import { purgeAccount, reactivateByStaff } from '../../../server/accounts/deletion.ts'
import {
  changeEmailByStaff,
  resendActivationByStaff,
  sendPasswordResetByStaff,
  setDirectDebitBlocked,
  StaffFixError,
} from '../../../server/accounts/staff-fixes.ts'
import { adjustCredits, CreditAdjustError } from '../../../server/credits/adjust-credits.ts'
import { disableProfile, enableProfile } from '../../../server/members/profile-moderation.ts'
import { OrderError, refundOrder } from '../../../server/payments/orders.ts'
import { BusyError } from '../../../server/locked-transaction.ts'
import { refusalStatus } from '../../../server/http/refusal-status.ts'
import {
  adjustCreditsSchema,
  changeEmailSchema,
  deleteMemberSchema,
  directDebitSchema,
  hideProfileSchema,
  refundSchema,
  STAFF_NOTE_MAX,
} from '../../../shared/staff/member-schemas.ts'
import { requireStaff, rethrowForbidden, staffAction, staffNotFound } from './+shared/staff.server.ts'

export async function loader(args: Route.LoaderArgs) {
  const { staff } = await requireStaff(args, 'members.view')
  const id = parseId(args.params.id)
  if (id === null) throw staffNotFound()
  const auditBefore = parseId(new URL(args.request.url).searchParams.get('auditBefore'))
  const view = await memberOverview(staff, id, auditBefore).catch(rethrowForbidden)
  if (!view) throw staffNotFound()
  return view
}

const intents = [
  'resend-activation',
  'activate',
  'reset-link',
  'change-email',
  'dd-block',
  'dd-unblock',
  'hide-profile',
  'show-profile',
  'adjust-credits',
  'refund',
  'delete',
  'restore',
] as const
type Intent = (typeof intents)[number]

interface Answer {
  intent: Intent | null
  /** members.done.<key> */
  done: string | null
  /** A staff.json key. */
  error: string | null
  result: SubmissionResult<string[]> | null
  orderId: number | null
}

/** A service's refusal as a translated message and its status (refusalStatus, ADR 007); null for anything else. */
function refusal(error: unknown): { key: string; status: number } | null {
  if (error instanceof StaffFixError) return { key: `members.errors.${error.code}`, status: refusalStatus(error.code) }
  if (error instanceof CreditAdjustError)
    return {
      key: error.code === 'invalid_amount' ? 'members.errors.amountInvalid' : 'members.errors.not_found',
      status: refusalStatus(error.code),
    }
  if (error instanceof OrderError) return { key: `members.errors.${error.code}`, status: refusalStatus(error.code) }
  if (error instanceof BusyError) return { key: 'members.errors.busy', status: refusalStatus(error.code) }
  return null
}

/** What the page itself refuses (the member's state, the order named), with its status. */
type PageRefusal = 'not_needed' | 'no_profile' | 'unknown_order' | 'deleted'

export async function action(args: Route.ActionArgs) {
  const { staff, actor } = await staffAction(args, 'members.view')
  const id = parseId(args.params.id)
  if (id === null) throw staffNotFound()
  const member = await memberForStaff(staff, id).catch(rethrowForbidden)
  if (!member) throw staffNotFound()
  const baseUrl = siteOrigin(member.site)
  const form = await readForm(args.request)
  const raw = form.get('intent')
  const intent = intents.find((i) => i === raw) ?? null
  const answer = (a: Partial<Answer>, status = 200) =>
    data<Answer>({ intent, done: null, error: null, result: null, orderId: null, ...a }, { status })
  const refused = (code: PageRefusal, a: Partial<Answer> = {}) =>
    answer({ error: `members.errors.${code}`, ...a }, refusalStatus(code))
  if (!intent) return answer({ error: 'members.errors.unknownAction' }, 400)

  try {
    switch (intent) {
      case 'resend-activation':
        await resendActivationByStaff(id, actor, baseUrl)
        return answer({ done: 'activationSent' })
      case 'activate':
        return (await activateByStaff(id, actor)) ? answer({ done: 'activated' }) : refused('not_needed')
      case 'reset-link':
        await sendPasswordResetByStaff(id, actor, baseUrl)
        return answer({ done: 'resetSent' })
      case 'change-email': {
        const submission = parseWithZod(form, { schema: changeEmailSchema })
        if (submission.status !== 'success') return answer({ result: submission.reply() }, 400)
        try {
          await changeEmailByStaff(id, actor, submission.value.email)
        } catch (error) {
          const why = refusal(error)
          if (!why) throw error
          return answer({ result: submission.reply({ fieldErrors: { email: [why.key] } }) }, why.status)
        }
        return answer({ done: 'emailChanged', result: submission.reply({ resetForm: true }) })
      }
      case 'dd-block':
      case 'dd-unblock': {
        const submission = parseWithZod(form, { schema: directDebitSchema })
        if (submission.status !== 'success') return answer({ result: submission.reply() }, 400)
        const { changed } = await setDirectDebitBlocked(id, actor, intent === 'dd-block', submission.value.note)
        if (!changed) return refused('not_needed', { result: submission.reply() })
        return answer({
          done: intent === 'dd-block' ? 'directDebitBlocked' : 'directDebitAllowed',
          result: submission.reply({ resetForm: true }),
        })
      }
      case 'hide-profile': {
        const submission = parseWithZod(form, { schema: hideProfileSchema })
        if (submission.status !== 'success') return answer({ result: submission.reply() }, 400)
        const result = await disableProfile(id, actor, { note: submission.value.note, baseUrl })
        if (!result.ok) return refused('no_profile', { result: submission.reply() })
        if (!result.changed) return refused('not_needed', { result: submission.reply() })
        return answer({ done: 'profileHidden', result: submission.reply({ resetForm: true }) })
      }
      case 'show-profile': {
        const result = await enableProfile(id, actor)
        if (!result.ok) return refused('no_profile')
        return result.changed ? answer({ done: 'profileShown' }) : refused('not_needed')
      }
      case 'adjust-credits': {
        const submission = parseWithZod(form, { schema: adjustCreditsSchema })
        if (submission.status !== 'success') return answer({ result: submission.reply() }, 400)
        await adjustCredits(id, actor, submission.value)
        return answer({ done: 'creditsAdjusted', result: submission.reply({ resetForm: true }) })
      }
      case 'refund': {
        const orderId = parseId(form.get('orderId'))
        const submission = parseWithZod(form, { schema: refundSchema })
        if (submission.status !== 'success') return answer({ result: submission.reply(), orderId }, 400)
        const order = submission.value.orderId
        if (!(await memberHasOrder(id, order))) return refused('unknown_order', { orderId: order })
        try {
          await refundOrder(order, { type: 'staff', staff: actor, ignoreWindow: submission.value.anyTime })
        } catch (error) {
          const why = refusal(error)
          if (!why) throw error
          return answer({ error: why.key, orderId: order, result: submission.reply() }, why.status)
        }
        return answer({ done: 'refunded', orderId: order, result: submission.reply({ resetForm: true }) })
      }
      case 'delete': {
        const submission = parseWithZod(form, { schema: deleteMemberSchema })
        if (submission.status !== 'success') return answer({ result: submission.reply() }, 400)
        if (member.status === 'deleted') return refused('deleted')
        await purgeAccount(id, { type: 'staff', by: actor })
        return answer({ done: 'deleted' })
      }
      case 'restore':
        return (await reactivateByStaff(id, actor)) ? answer({ done: 'restored' }) : refused('not_needed')
    }
  } catch (error) {
    const why = refusal(error)
    if (why) return answer({ error: why.key }, why.status)
    return rethrowForbidden(error)
  }
}

type View = Awaited<ReturnType<typeof loader>>

function useFormats() {
  const { i18n } = useTranslation('staff')
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' })
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' })
  return {
    when: (d: Date | string | null) => (d ? `${dateTime.format(new Date(d))} UTC` : '–'),
    day: (d: Date | string | null) => (d ? day.format(new Date(d)) : '–'),
    money: (minor: number, currency: string) =>
      new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(minor / 100),
  }
}

function Section({ id, title, count, children }: { id: string; title: string; count?: number; children: React.ReactNode }) {
  return (
    <section id={id} className="card mb-4" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <h2 className="h5 card-title" id={`${id}-title`}>
          {title} {count !== undefined ? <span className="badge text-bg-light">{count}</span> : null}
        </h2>
        {children}
      </div>
    </section>
  )
}

function Empty() {
  const { t } = useTranslation('staff')
  return <p className="text-body-secondary mb-0">{t('members.empty')}</p>
}

function ConfirmBox({ meta, label }: { meta: FieldMetadata<unknown>; label: string }) {
  const { key, ...props } = getInputProps(meta, { type: 'checkbox' })
  return (
    <div className="form-check mb-2">
      <input key={key} {...props} className={`form-check-input${meta.errors?.length ? ' is-invalid' : ''}`} required />
      <label className="form-check-label" htmlFor={meta.id}>
        {label}
      </label>
      <ErrorList id={meta.errorId} errors={meta.errors} ns="staff" />
    </div>
  )
}

function NoteField({ meta, label, help }: { meta: FieldMetadata<string | undefined>; label: string; help?: string }) {
  const { key, ...props } = getTextareaProps(meta, { ariaDescribedBy: help ? `${meta.id}-help` : undefined })
  return (
    <div className="mb-2">
      <label htmlFor={meta.id} className="form-label">
        {label}
      </label>
      <textarea
        key={key}
        {...props}
        rows={3}
        maxLength={STAFF_NOTE_MAX}
        className={`form-control${meta.errors?.length ? ' is-invalid' : ''}`}
      />
      {help ? (
        <div id={`${meta.id}-help`} className="form-text">
          {help}
        </div>
      ) : null}
      <ErrorList id={meta.errorId} errors={meta.errors} ns="staff" />
    </div>
  )
}

/** A table that may scroll sideways on a narrow screen: focusable, so keys can scroll it. */
function Scroll({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  )
}

/** A form that is one button: the intent. */
function IntentButton({ intent, label, look = 'btn-outline-primary' }: { intent: Intent; label: string; look?: string }) {
  return (
    <Form method="post" className="d-inline">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={`btn btn-sm ${look}`}>
        {label}
      </button>
    </Form>
  )
}

/** Conform's last result for the form of `intent` only. */
function resultFor(answer: Answer | undefined, intent: Intent, orderId?: number) {
  if (!answer || answer.intent !== intent || (orderId !== undefined && answer.orderId !== orderId)) return undefined
  return answer.result ?? undefined
}

function ChangeEmailForm({ answer }: { answer: Answer | undefined }) {
  const { t } = useTranslation('staff')
  const [form, fields] = useForm<z.input<typeof changeEmailSchema>>({
    id: 'member-email',
    lastResult: resultFor(answer, 'change-email'),
    constraint: getZodConstraint(changeEmailSchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changeEmailSchema }),
  })
  return (
    <Form method="post" {...getFormProps(form)} className="mb-3">
      <input type="hidden" name="intent" value="change-email" />
      <Field
        meta={fields.email}
        label={t('members.actions.newEmail')}
        type="email"
        autoComplete="off"
        ns="staff"
        className="mb-2"
      />
      <button type="submit" className="btn btn-sm btn-outline-primary">
        {t('members.actions.changeEmail')}
      </button>
    </Form>
  )
}

function DirectDebitForm({ answer, blocked }: { answer: Answer | undefined; blocked: boolean }) {
  const { t } = useTranslation('staff')
  const intent: Intent = blocked ? 'dd-unblock' : 'dd-block'
  const [form, fields] = useForm<z.input<typeof directDebitSchema>>({
    id: `member-${intent}`,
    lastResult: resultFor(answer, intent),
    constraint: getZodConstraint(directDebitSchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: directDebitSchema }),
  })
  return (
    <Form method="post" {...getFormProps(form)} className="mb-3">
      <input type="hidden" name="intent" value={intent} />
      <p className="mb-1" data-testid="member-direct-debit">
        {blocked ? t('members.actions.directDebitIsBlocked') : t('members.actions.directDebitIsAllowed')}
      </p>
      <NoteField meta={fields.note} label={t('members.actions.reason')} />
      <button type="submit" className={`btn btn-sm ${blocked ? 'btn-outline-primary' : 'btn-outline-danger'}`}>
        {blocked ? t('members.actions.allowDirectDebit') : t('members.actions.blockDirectDebit')}
      </button>
    </Form>
  )
}

function DeleteForm({ answer }: { answer: Answer | undefined }) {
  const { t } = useTranslation('staff')
  const [form, fields] = useForm<z.input<typeof deleteMemberSchema>>({
    id: 'member-delete',
    lastResult: resultFor(answer, 'delete'),
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deleteMemberSchema }),
  })
  return (
    <Form method="post" {...getFormProps(form)} className="border border-danger-subtle rounded p-2 mb-3">
      <input type="hidden" name="intent" value="delete" />
      <p className="small mb-2">{t('members.actions.deleteHelp')}</p>
      <ConfirmBox meta={fields.confirm} label={t('members.actions.deleteConfirm')} />
      <button type="submit" className="btn btn-sm btn-danger">
        {t('members.actions.delete')}
      </button>
    </Form>
  )
}

function HideProfileForm({ answer }: { answer: Answer | undefined }) {
  const { t } = useTranslation('staff')
  const [form, fields] = useForm<z.input<typeof hideProfileSchema>>({
    id: 'member-hide',
    lastResult: resultFor(answer, 'hide-profile'),
    constraint: getZodConstraint(hideProfileSchema),
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: hideProfileSchema }),
  })
  return (
    <Form method="post" {...getFormProps(form)} className="mt-3">
      <input type="hidden" name="intent" value="hide-profile" />
      <NoteField meta={fields.note} label={t('members.actions.statement')} help={t('members.actions.statementHelp')} />
      <ConfirmBox meta={fields.confirm} label={t('members.actions.hideConfirm')} />
      <button type="submit" className="btn btn-sm btn-outline-danger">
        {t('members.actions.hideProfile')}
      </button>
    </Form>
  )
}

function CreditsForm({ answer }: { answer: Answer | undefined }) {
  const { t } = useTranslation('staff')
  const [form, fields] = useForm<z.input<typeof adjustCreditsSchema>>({
    id: 'member-credits',
    lastResult: resultFor(answer, 'adjust-credits'),
    constraint: getZodConstraint(adjustCreditsSchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: adjustCreditsSchema }),
  })
  return (
    <Form method="post" {...getFormProps(form)} className="mt-3" style={{ maxWidth: 560 }}>
      <input type="hidden" name="intent" value="adjust-credits" />
      <Field
        meta={fields.amount as FieldMetadata<string | undefined>}
        label={t('members.actions.amount')}
        help={t('members.actions.amountHelp')}
        inputProps={{ inputMode: 'numeric' }}
        autoComplete="off"
        ns="staff"
        className="mb-2"
      />
      <NoteField meta={fields.note} label={t('members.actions.reason')} />
      <button type="submit" className="btn btn-sm btn-outline-primary">
        {t('members.actions.adjustCredits')}
      </button>
    </Form>
  )
}

function RefundForm({ answer, orderId, outsideWindow }: { answer: Answer | undefined; orderId: number; outsideWindow: boolean }) {
  const { t } = useTranslation('staff')
  const [form, fields] = useForm<z.input<typeof refundSchema>>({
    id: `member-refund-${orderId}`,
    lastResult: resultFor(answer, 'refund', orderId),
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: refundSchema }),
  })
  const anyTime = getInputProps(fields.anyTime, { type: 'checkbox' })
  return (
    <Form method="post" {...getFormProps(form)} data-testid={`refund-${orderId}`}>
      <input type="hidden" name="intent" value="refund" />
      <input type="hidden" name="orderId" value={orderId} />
      {outsideWindow ? (
        <div className="form-check small">
          <input {...anyTime} key={anyTime.key} className="form-check-input" required />
          <label className="form-check-label" htmlFor={fields.anyTime.id}>
            {t('members.actions.refundAnyTime')}
          </label>
        </div>
      ) : null}
      <ConfirmBox meta={fields.confirm} label={t('members.actions.refundConfirm')} />
      <button type="submit" className="btn btn-sm btn-outline-danger">
        {t('members.actions.refund')}
      </button>
    </Form>
  )
}

function AccountActions({ view, answer }: { view: View; answer: Answer | undefined }) {
  const { t } = useTranslation('staff')
  const { member } = view
  if (member.status === 'deleted') return <p className="text-body-secondary mb-0">{t('members.actions.deletedNothing')}</p>
  return (
    <>
      <div className="d-flex flex-wrap gap-2 mb-3">
        {member.status === 'not_confirmed' ? (
          <>
            <IntentButton intent="resend-activation" label={t('members.actions.resendActivation')} />
            <IntentButton intent="activate" label={t('members.actions.activate')} />
          </>
        ) : null}
        <IntentButton intent="reset-link" label={t('members.actions.resetLink')} />
        {member.status === 'pending_deletion' ? (
          <IntentButton intent="restore" label={t('members.actions.restore')} look="btn-outline-primary" />
        ) : null}
      </div>
      <ChangeEmailForm answer={answer} />
      <DirectDebitForm key={String(member.directDebitBlocked)} answer={answer} blocked={member.directDebitBlocked} />
      <DeleteForm answer={answer} />
    </>
  )
}

export default function StaffMember() {
  const view = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const { t } = useTranslation('staff')
  const f = useFormats()
  const { member, profile, may } = view
  const auditMore = view.audit.more ? `/staff/members/${member.id}?auditBefore=${view.audit.rows.at(-1)!.id}#audit` : null
  const sections = ['account', 'profile', 'photos', 'sessions', 'orders', 'ledger', 'complaints', 'emails', 'audit'] as const
  return (
    <>
      <title>{`${profile?.name ?? member.email} · ${t('members.title')}`}</title>
      <p>
        <Link to="/staff/members">{t('members.back')}</Link>
      </p>
      <h1 className="h3 mb-1" data-testid="member-name">
        {profile?.name ?? t('members.noProfile')}{' '}
        <span className="badge text-bg-secondary align-middle" data-testid="member-status">
          {t(`members.status.${member.status}`)}
        </span>{' '}
        {profile?.status === 'disabled' ? (
          <span className="badge text-bg-warning align-middle">{t('members.profileHidden')}</span>
        ) : null}
      </h1>
      <p className="text-body-secondary">
        {t('members.fields.id')} {member.id} · <span data-testid="member-email">{member.email}</span> · {member.site.domain} ·{' '}
        <span data-testid="member-credits">{t('members.creditsBalance', { credits: member.credits })}</span>
      </p>
      {answer?.done ? (
        <div className="alert alert-success" role="status" data-testid="member-done">
          {t(`members.done.${answer.done}`)}
        </div>
      ) : null}
      {answer?.error ? (
        <div className="alert alert-danger" role="alert" data-testid="member-error">
          {t(answer.error)}
        </div>
      ) : null}
      <nav aria-label={t('members.contents')} className="mb-3">
        <ul className="nav nav-pills small">
          {sections.map((s) => (
            <li className="nav-item" key={s}>
              <a className="nav-link py-1 px-2" href={`#${s}`}>
                {t(`members.sections.${s}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="row g-4">
        <div className="col-xl-8">
          <Section id="profile" title={t('members.sections.profile')}>
            <dl className="row mb-0">
              <dt className="col-sm-4">{t('members.fields.signedUp')}</dt>
              <dd className="col-sm-8">{f.when(member.signupDate)}</dd>
              <dt className="col-sm-4">{t('members.fields.activated')}</dt>
              <dd className="col-sm-8">{f.when(member.activatedAt)}</dd>
              <dt className="col-sm-4">{t('members.fields.lastLogin')}</dt>
              <dd className="col-sm-8">{f.when(member.lastLoginAt)}</dd>
              <dt className="col-sm-4">{t('members.fields.language')}</dt>
              <dd className="col-sm-8">
                {member.language}
                {member.invisible ? ` · ${t('members.fields.invisible')}` : ''}
                {member.paidUser ? ` · ${t('members.fields.premium')}` : ''}
              </dd>
              {member.deletionRequestedAt ? (
                <>
                  <dt className="col-sm-4">{t('members.fields.deletionRequested')}</dt>
                  <dd className="col-sm-8">
                    {f.when(member.deletionRequestedAt)} {member.deletionReason ? <code>{member.deletionReason}</code> : null}
                  </dd>
                </>
              ) : null}
              {member.notificationsDisabled.length ? (
                <>
                  <dt className="col-sm-4">{t('members.fields.notificationsStopped')}</dt>
                  <dd className="col-sm-8">
                    <code>{member.notificationsDisabled.join(', ')}</code>
                  </dd>
                </>
              ) : null}
              {profile ? (
                <>
                  <dt className="col-sm-4">{t('members.fields.profile')}</dt>
                  <dd className="col-sm-8">
                    {[profile.gender, profile.sexuality, f.day(profile.birthDate), profile.country, profile.city]
                      .filter(Boolean)
                      .join(' · ')}
                    {profile.fictional ? ` · ${t('members.fields.fictional')}` : ''}
                  </dd>
                  <dt className="col-sm-4">{t('members.fields.profileStatus')}</dt>
                  <dd className="col-sm-8">
                    {profile.status === 'disabled' ? t('members.profileHidden') : t('members.profileVisible')}
                    {profile.searchable ? ` · ${t('members.fields.searchable')}` : ''}
                  </dd>
                  {profile.aboutMe ? (
                    <>
                      <dt className="col-sm-4">{t('members.fields.aboutMe')}</dt>
                      <dd className="col-sm-8 text-break" style={{ whiteSpace: 'pre-line' }}>
                        {profile.aboutMe}
                      </dd>
                    </>
                  ) : null}
                </>
              ) : null}
              {member.trackingNetwork || member.trackingRef ? (
                <>
                  <dt className="col-sm-4">{t('members.fields.tracking')}</dt>
                  <dd className="col-sm-8">
                    <code>{[member.trackingNetwork, member.trackingRef].filter(Boolean).join(' / ')}</code>
                  </dd>
                </>
              ) : null}
            </dl>
            {may.hideProfile && profile ? (
              profile.status === 'disabled' ? (
                <div className="mt-3">
                  <IntentButton intent="show-profile" label={t('members.actions.showProfile')} look="btn-outline-primary" />
                </div>
              ) : (
                <HideProfileForm answer={answer} />
              )
            ) : null}
          </Section>

          <Section id="photos" title={t('members.sections.photos')} count={view.photos.length}>
            {view.photos.length ? (
              <div className="d-flex flex-wrap gap-2">
                {view.photos.map((p) => (
                  <figure key={p.id} className="mb-0 text-center small" style={{ width: 120 }}>
                    <img src={p.url} alt="" width={120} height={120} className="rounded object-fit-cover" loading="lazy" />
                    <figcaption>
                      <code>{p.status}</code> {p.visibility === 'private' ? <code>{p.visibility}</code> : null}{' '}
                      {p.isMain ? t('members.fields.mainPhoto') : null}
                    </figcaption>
                  </figure>
                ))}
              </div>
            ) : (
              <Empty />
            )}
          </Section>

          <Section id="sessions" title={t('members.sections.sessions')} count={view.sessions.length}>
            {view.sessions.length ? (
              <Scroll label={t('members.sections.sessions')}>
                <table className="table table-sm mb-0">
                  <thead>
                    <tr>
                      <th scope="col">{t('members.fields.lastSeen')}</th>
                      <th scope="col">{t('members.fields.since')}</th>
                      <th scope="col">{t('members.fields.device')}</th>
                      <th scope="col">{t('members.fields.ip')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {view.sessions.map((s, i) => (
                      <tr key={i}>
                        <td className="text-nowrap">{f.when(s.lastSeenAt)}</td>
                        <td className="text-nowrap">{f.when(s.createdAt)}</td>
                        <td className="small text-break">{s.userAgent ?? '–'}</td>
                        <td>{s.ip ?? '–'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Scroll>
            ) : (
              <Empty />
            )}
          </Section>

          <Section id="orders" title={t('members.sections.orders')} count={view.orders.length}>
            {view.orders.length ? (
              <Scroll label={t('members.sections.orders')}>
                <table className="table table-sm align-top mb-0" data-testid="member-orders">
                  <thead>
                    <tr>
                      <th scope="col">{t('members.fields.order')}</th>
                      <th scope="col">{t('members.fields.date')}</th>
                      <th scope="col">{t('members.fields.status')}</th>
                      <th scope="col">{t('members.fields.payment')}</th>
                      <th scope="col" className="text-end">
                        {t('members.fields.amount')}
                      </th>
                      <th scope="col" className="text-end">
                        {t('members.fields.credits')}
                      </th>
                      {may.refund ? <th scope="col">{t('members.actions.refund')}</th> : null}
                    </tr>
                  </thead>
                  <tbody>
                    {view.orders.map((o) => (
                      <tr key={o.id} data-order={o.id}>
                        <td>{o.id}</td>
                        <td className="text-nowrap">{f.when(o.paidAt ?? o.createdAt)}</td>
                        <td data-testid={`order-status-${o.id}`}>{t(`members.orderStatus.${o.status}`)}</td>
                        <td>
                          {o.provider} / {o.paymentMethod}
                          {o.paymentId ? <div className="small text-body-secondary text-break">{o.paymentId}</div> : null}
                        </td>
                        <td className="text-end text-nowrap">{f.money(o.amount, o.currency)}</td>
                        <td className="text-end">{o.credits}</td>
                        {may.refund ? (
                          <td style={{ minWidth: 220 }}>
                            {o.status === 'paid' || o.status === 'refunding' ? (
                              o.refund === 'ok' || o.refund === 'refund_window' ? (
                                <RefundForm answer={answer} orderId={o.id} outsideWindow={o.refund === 'refund_window'} />
                              ) : (
                                <span className="small text-body-secondary">{t(`members.errors.${o.refund}`)}</span>
                              )
                            ) : null}
                          </td>
                        ) : null}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Scroll>
            ) : (
              <Empty />
            )}
          </Section>

          <Section id="ledger" title={t('members.sections.ledger')} count={view.ledger.length}>
            {view.ledger.length ? (
              <Scroll label={t('members.sections.ledger')}>
                <table className="table table-sm mb-0" data-testid="member-ledger">
                  <thead>
                    <tr>
                      <th scope="col">{t('members.fields.date')}</th>
                      <th scope="col" className="text-end">
                        {t('members.fields.change')}
                      </th>
                      <th scope="col" className="text-end">
                        {t('members.fields.balance')}
                      </th>
                      <th scope="col">{t('members.fields.reason')}</th>
                      <th scope="col">{t('members.fields.note')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {view.ledger.map((l) => (
                      <tr key={l.id} data-reason={l.reason}>
                        <td className="text-nowrap">{f.when(l.createdAt)}</td>
                        <td className="text-end">{l.delta > 0 ? `+${l.delta}` : l.delta}</td>
                        <td className="text-end">{l.balanceAfter}</td>
                        <td>
                          {t(`members.ledgerReason.${l.reason}`)}
                          {l.orderId ? ` · ${t('members.fields.order')} ${l.orderId}` : ''}
                        </td>
                        <td className="text-break">{l.note ?? ''}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Scroll>
            ) : (
              <Empty />
            )}
            {may.adjustCredits && member.status !== 'deleted' ? <CreditsForm answer={answer} /> : null}
          </Section>

          <Section
            id="complaints"
            title={t('members.sections.complaints')}
            count={view.complaintsBy.length + view.complaintsAbout.length}
          >
            {(['about', 'by'] as const).map((kind) => {
              const rows = kind === 'about' ? view.complaintsAbout : view.complaintsBy
              return (
                <div key={kind} className="mb-2">
                  <h3 className="h6">{t(`members.complaints.${kind}`)}</h3>
                  {rows.length ? (
                    <table className="table table-sm mb-0">
                      <tbody>
                        {rows.map((c) => {
                          const other = 'reporterId' in c ? c.reporterId : c.targetUserId
                          return (
                            <tr key={c.id}>
                              <td>
                                <code>{c.reference}</code>
                              </td>
                              <td className="text-nowrap">{f.when(c.createdAt)}</td>
                              <td>
                                <code>{c.reason}</code>
                              </td>
                              <td>{t(`members.complaintStatus.${c.status}`)}</td>
                              <td>
                                {other ? (
                                  <Link to={`/staff/members/${other}`}>{t('members.fields.member', { id: other })}</Link>
                                ) : null}
                              </td>
                            </tr>
                          )
                        })}
                      </tbody>
                    </table>
                  ) : (
                    <Empty />
                  )}
                </div>
              )
            })}
          </Section>

          <Section id="emails" title={t('members.sections.emails')} count={view.emails.length}>
            {view.emails.length ? (
              <Scroll label={t('members.sections.emails')}>
                <table className="table table-sm mb-0" data-testid="member-emails">
                  <thead>
                    <tr>
                      <th scope="col">{t('members.fields.date')}</th>
                      <th scope="col">{t('members.fields.template')}</th>
                      <th scope="col">{t('members.fields.subject')}</th>
                      <th scope="col">{t('members.fields.to')}</th>
                      <th scope="col">{t('members.fields.status')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {view.emails.map((e) => (
                      <tr key={e.id} data-template={e.template}>
                        <td className="text-nowrap">{f.when(e.sentAt ?? e.createdAt)}</td>
                        <td>
                          <code>{e.template}</code>
                        </td>
                        <td className="text-break">{e.subject}</td>
                        <td className="text-break">{e.to}</td>
                        <td>
                          <code>{e.status}</code>
                          {e.error ? <div className="small text-danger text-break">{e.error}</div> : null}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Scroll>
            ) : (
              <Empty />
            )}
          </Section>

          <Section id="audit" title={t('members.sections.audit')}>
            <AuditTrail rows={view.audit.rows} moreHref={auditMore} />
          </Section>
        </div>

        <div className="col-xl-4">
          <Section id="account" title={t('members.sections.account')}>
            {may.manage ? (
              <AccountActions view={view} answer={answer} />
            ) : (
              <p className="text-body-secondary mb-0">{t('members.actions.viewOnly')}</p>
            )}
          </Section>
        </div>
      </div>
    </>
  )
}

export const ErrorBoundary = StaffPageErrorBoundary
