// /staff/settings/gifts (settings.manage; changes on all sites): the gifts of the chat (price in
// credits, order, icon, offered or not) and the icebreakers per language. Both serve every site,
// so an admin limited to some sites sees them without the forms. The chat reads both from the
// database, so a change shows on the next page.
import { getFormProps, getTextareaProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'
import { data, Form, Link, useActionData, useLoaderData } from 'react-router'
import type { Route } from './+types/settings.gifts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { ErrorList } from '../../components/forms/field.tsx'
import { CheckField, FormErrors, InputField } from '../../components/staff/settings-fields.tsx'
import { SettingsTabs } from '../../components/staff/settings-tabs.tsx'
import { StaffPageErrorBoundary } from '../../components/staff/staff-error.tsx'
import { localeContext } from '../../context.ts'
import { readForm } from '../../../server/http/read-body.ts'
import { getI18n } from '../../../server/i18n/resources.ts'
import {
  deleteIcebreaker,
  listGiftsForStaff,
  listIcebreakersForStaff,
  saveIcebreaker,
  updateGift,
} from '../../../server/settings/gifts.ts'
import { isLocale, locales, type Locale } from '../../../shared/i18n/config.ts'
import { giftUpdateSchema, ICEBREAKER_MAX, icebreakerDeleteSchema, icebreakerSaveSchema } from '../../../shared/staff/settings.ts'
import { requireStaff, rethrowForbidden, staffAction } from './+shared/staff.server.ts'
import { refused } from './+shared/settings.server.ts'

export async function loader(args: Route.LoaderArgs) {
  const { actor, site, staff } = await requireStaff(args, 'settings.manage')
  const asked = new URL(args.request.url).searchParams.get('lang')
  const language: Locale = isLocale(asked) ? asked : 'en'
  const [gifts, icebreakers] = await Promise.all([listGiftsForStaff(actor), listIcebreakersForStaff(actor, language)]).catch(
    rethrowForbidden,
  )
  // A gift's name is in the locale files (chat.json), in the language the console is shown in.
  const locale = args.context.get(localeContext)
  const t = getI18n(locale).getFixedT(locale, 'chat')
  const named = gifts.map((g) => ({ ...g, name: t(`gifts.${g.slug}`, { defaultValue: g.slug }) }))
  return { domain: site.domain, canChange: staff.allSites, language, gifts: named, icebreakers }
}

export async function action(args: Route.ActionArgs) {
  const { actor } = await staffAction(args, 'settings.manage')
  const form = await readForm(args.request)
  const intent = String(form.get('intent') ?? '')
  const rawId = form.get('id')
  const extra = { intent, id: typeof rawId === 'string' ? rawId : '', done: false }
  const schema =
    intent === 'gift' ? giftUpdateSchema : intent === 'delete-icebreaker' ? icebreakerDeleteSchema : icebreakerSaveSchema
  const submission = parseWithZod(form, { schema })
  if (submission.status !== 'success') return data({ ...extra, result: submission.reply() }, { status: 400 })
  try {
    if (intent === 'gift') await updateGift(actor, submission.value)
    else if (intent === 'delete-icebreaker') await deleteIcebreaker(actor, submission.value)
    else await saveIcebreaker(actor, submission.value)
  } catch (error) {
    return refused(submission, error, extra)
  }
  return { ...extra, done: true, result: submission.reply({ resetForm: intent === 'icebreaker' && !extra.id }) }
}

type Answer = ReturnType<typeof useActionData<typeof action>>
type Gift = Awaited<ReturnType<typeof listGiftsForStaff>>[number] & { name: string }
type Icebreaker = Awaited<ReturnType<typeof listIcebreakersForStaff>>[number]

function GiftRow({ gift, answer, canChange }: { gift: Gift; answer: Answer; canChange: boolean }) {
  const { t } = useTranslation('staff')
  const mine = answer?.intent === 'gift' && answer.id === String(gift.id) ? answer : undefined
  const [form, fields] = useForm<z.input<typeof giftUpdateSchema>>({
    id: `gift-${gift.id}`,
    lastResult: mine?.result,
    defaultValue: {
      id: String(gift.id),
      credits: String(gift.credits),
      sortOrder: String(gift.sortOrder),
      icon: gift.icon,
      active: gift.active ? 'on' : undefined,
    },
    constraint: getZodConstraint(giftUpdateSchema),
  })
  const name = gift.name
  if (!canChange)
    return (
      <tr className={gift.active ? undefined : 'table-secondary'}>
        <th scope="row">
          {gift.icon} {name}
        </th>
        <td colSpan={4}>
          {t('settings.gifts.summary', { credits: gift.credits, place: gift.sortOrder })}{' '}
          {gift.active ? null : <span className="badge text-bg-secondary">{t('settings.gifts.off')}</span>}
        </td>
      </tr>
    )
  return (
    <tr className={gift.active ? undefined : 'table-secondary'} data-gift={gift.slug}>
      <th scope="row">
        <span aria-hidden="true">{gift.icon}</span> {name}
      </th>
      <td colSpan={4}>
        <Form method="post" {...getFormProps(form)} className="row g-2 align-items-start">
          <input type="hidden" name="intent" value="gift" />
          <input type="hidden" name="id" value={gift.id} />
          <InputField meta={fields.credits} label={t('settings.gifts.credits')} numeric className="col-sm-3" />
          <InputField meta={fields.sortOrder} label={t('settings.gifts.place')} numeric className="col-sm-2" />
          <InputField meta={fields.icon} label={t('settings.gifts.icon')} className="col-sm-2" />
          <div className="col-sm-2 pt-sm-4">
            <CheckField meta={fields.active} label={t('settings.gifts.offered')} />
          </div>
          <div className="col-sm-3 pt-sm-4">
            <button type="submit" className="btn btn-sm btn-outline-primary">
              {t('settings.save')}
            </button>
            {mine?.done ? (
              <div className="text-success small" role="status">
                {t('settings.savedShort')}
              </div>
            ) : null}
          </div>
          <div className="col-12">
            <FormErrors errors={form.errors} />
          </div>
        </Form>
      </td>
    </tr>
  )
}

function IcebreakerForm({ language, row, answer }: { language: Locale; row: Icebreaker | null; answer: Answer }) {
  const { t } = useTranslation('staff')
  const id = row ? String(row.id) : ''
  const mine = answer?.intent === 'icebreaker' && answer.id === id ? answer : undefined
  const [form, fields] = useForm<z.input<typeof icebreakerSaveSchema>>({
    id: `icebreaker-${language}-${id || 'new'}`,
    lastResult: mine?.result,
    defaultValue: { id, language, text: row?.text ?? '', sortOrder: row ? String(row.sortOrder) : '' },
    constraint: getZodConstraint(icebreakerSaveSchema),
  })
  const { key, ...textarea } = getTextareaProps(fields.text)
  return (
    <div className="border-bottom py-2" data-icebreaker={id || 'new'}>
      <Form method="post" {...getFormProps(form)} className="row g-2 align-items-start">
        <input type="hidden" name="intent" value="icebreaker" />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="language" value={language} />
        <div className="col-sm-7">
          <label htmlFor={fields.text.id} className="form-label small">
            {row ? t('settings.icebreakers.text') : t('settings.icebreakers.new')}
          </label>
          <textarea
            key={key}
            {...textarea}
            rows={2}
            maxLength={ICEBREAKER_MAX}
            lang={language}
            className={`form-control${fields.text.errors?.length ? ' is-invalid' : ''}`}
          />
          <ErrorList id={fields.text.errorId} errors={fields.text.errors} ns="staff" />
        </div>
        <InputField meta={fields.sortOrder} label={t('settings.gifts.place')} numeric className="col-sm-2" />
        <div className="col-sm-3 pt-sm-4">
          <button type="submit" className="btn btn-sm btn-outline-primary">
            {row ? t('settings.save') : t('settings.icebreakers.add')}
          </button>
          {mine?.done ? (
            <div className="text-success small" role="status">
              {t('settings.savedShort')}
            </div>
          ) : null}
        </div>
        <div className="col-12">
          <FormErrors errors={form.errors} />
        </div>
      </Form>
      {row ? (
        <Form method="post" className="mt-1">
          <input type="hidden" name="intent" value="delete-icebreaker" />
          <input type="hidden" name="id" value={row.id} />
          <button type="submit" className="btn btn-sm btn-link text-danger p-0">
            {t('settings.icebreakers.delete')}
          </button>
        </Form>
      ) : null}
    </div>
  )
}

export default function StaffSettingsGifts() {
  const { domain, canChange, language, gifts, icebreakers } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const { t, i18n } = useTranslation('staff')
  // Each language by its name in the console's language.
  const languageName = new Intl.DisplayNames([i18n.language], { type: 'language' })
  const deleted = answer?.intent === 'delete-icebreaker' ? answer : undefined
  return (
    <>
      <title>{t('settings.tabs.gifts')}</title>
      <h1 className="h3">{t('settings.title')}</h1>
      <SettingsTabs domain={domain} />
      <p className="text-body-secondary">{t('settings.gifts.intro')}</p>
      {canChange ? null : (
        <div className="alert alert-info" role="status">
          {t('settings.gifts.allSitesOnly')}
        </div>
      )}
      <h2 className="h5">{t('settings.gifts.title')}</h2>
      <div className="table-responsive mb-4">
        <table className="table align-middle" data-testid="settings-gifts">
          <tbody>
            {gifts.map((gift) => (
              <GiftRow key={gift.id} gift={gift} answer={answer} canChange={canChange} />
            ))}
          </tbody>
        </table>
      </div>
      <h2 className="h5">{t('settings.icebreakers.title')}</h2>
      <p className="text-body-secondary small">{t('settings.icebreakers.intro')}</p>
      <nav aria-label={t('settings.texts.languages')} className="mb-3">
        <ul className="nav nav-pills">
          {locales.map((l) => (
            <li className="nav-item" key={l}>
              <Link
                to={`?lang=${l}`}
                className={`nav-link py-1 px-2${l === language ? ' active' : ''}`}
                aria-current={l === language ? 'page' : undefined}
                lang={l}
              >
                {languageName.of(l)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {deleted?.done ? (
        <div className="alert alert-success" role="status">
          {t('settings.icebreakers.deleted')}
        </div>
      ) : null}
      {deleted ? <FormErrors errors={deleted.result.error?.[''] ?? null} /> : null}
      <div style={{ maxWidth: 900 }} key={language} data-testid="settings-icebreakers">
        {canChange ? (
          <>
            {icebreakers.map((row) => (
              <IcebreakerForm key={row.id} language={language} row={row} answer={answer} />
            ))}
            <IcebreakerForm language={language} row={null} answer={answer} />
          </>
        ) : (
          <ol>
            {icebreakers.map((row) => (
              <li key={row.id} lang={language}>
                {row.text}
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  )
}

export const ErrorBoundary = StaffPageErrorBoundary
