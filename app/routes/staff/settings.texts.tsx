// /staff/settings/texts (settings.manage): the site's texts (SPEC §3: index title, description,
// the fictional-profile labels) in each of the 11 languages. A text set here wins over the
// site's own column and the locale files; an empty one puts the default back. The member pages
// of every process show it within moments (setSiteText invalidates the cached site).
import { getFormProps, getTextareaProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'
import { data, Form, Link, useActionData, useLoaderData } from 'react-router'
import type { Route } from './+types/settings.texts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { ErrorList } from '../../components/forms/field.tsx'
import { FormErrors } from '../../components/staff/settings-fields.tsx'
import { SettingsTabs } from '../../components/staff/settings-tabs.tsx'
import { StaffPageErrorBoundary } from '../../components/staff/staff-error.tsx'
import { readForm } from '../../../server/http/read-body.ts'
import { setSiteText } from '../../../server/sites/manage-site-texts.ts'
import { siteTextsForStaff } from '../../../server/settings/texts.ts'
import { isLocale, locales, type Locale } from '../../../shared/i18n/config.ts'
import { SITE_TEXT_LIMIT, siteTextSchema } from '../../../shared/staff/settings.ts'
import { requireStaff, rethrowForbidden, staffAction } from './+shared/staff.server.ts'

export async function loader(args: Route.LoaderArgs) {
  const { actor, site } = await requireStaff(args, 'settings.manage')
  const asked = new URL(args.request.url).searchParams.get('lang')
  const locale: Locale = isLocale(asked) ? asked : 'en'
  const rows = await siteTextsForStaff(actor, site.id, locale).catch(rethrowForbidden)
  return { domain: site.domain, locale, rows }
}

const reasons = { locale: 'settings.errors.language', key: 'settings.errors.choice', too_long: 'settings.errors.tooLong' }

export async function action(args: Route.ActionArgs) {
  const { actor, site } = await staffAction(args, 'settings.manage')
  const submission = parseWithZod(await readForm(args.request), { schema: siteTextSchema })
  const key = submission.payload.key
  const extra = { key: typeof key === 'string' ? key : null, removed: false }
  if (submission.status !== 'success') return data({ ...extra, result: submission.reply() }, { status: 400 })
  const { locale, key: textKey, value } = submission.value
  const done = await setSiteText(site.id, locale, textKey, value, actor).catch(rethrowForbidden)
  if (!done.ok)
    return data({ ...extra, result: submission.reply({ fieldErrors: { value: [reasons[done.error]] } }) }, { status: 400 })
  return { ...extra, removed: done.removed, result: submission.reply() }
}

function TextForm({
  locale,
  row,
  answer,
}: {
  locale: Locale
  row: { key: string; value: string; source: string }
  answer: ReturnType<typeof useActionData<typeof action>>
}) {
  const { t } = useTranslation('staff')
  const mine = answer?.key === row.key ? answer : undefined
  const [form, fields] = useForm<z.input<typeof siteTextSchema>>({
    id: `text-${locale}-${row.key}`,
    lastResult: mine?.result,
    defaultValue: { locale, key: row.key, value: row.source === 'site text' ? row.value : '' },
    constraint: getZodConstraint(siteTextSchema),
  })
  const { key, ...textarea } = getTextareaProps(fields.value)
  return (
    <Form method="post" {...getFormProps(form)} className="mb-4" data-text-key={row.key}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="key" value={row.key} />
      <label htmlFor={fields.value.id} className="form-label fw-semibold">
        {t(`settings.texts.keys.${row.key}`)}
      </label>
      <textarea
        key={key}
        {...textarea}
        rows={row.key === 'description' || row.key === 'fictional_warning' ? 3 : 1}
        maxLength={SITE_TEXT_LIMIT}
        placeholder={row.source === 'site text' ? undefined : row.value}
        className={`form-control${fields.value.errors?.length ? ' is-invalid' : ''}`}
        aria-describedby={`${fields.value.id}-shown`}
      />
      <div id={`${fields.value.id}-shown`} className="form-text">
        {t(`settings.texts.source.${row.source === 'site text' ? 'own' : row.source === 'site' ? 'site' : 'default'}`)}
      </div>
      <ErrorList id={fields.value.errorId} errors={fields.value.errors} ns="staff" />
      <FormErrors errors={form.errors} />
      {mine && mine.result.status !== 'error' ? (
        <div className="text-success small" role="status">
          {mine.removed ? t('settings.texts.removed') : t('settings.texts.saved')}
        </div>
      ) : null}
      <button type="submit" className="btn btn-sm btn-outline-primary mt-2">
        {t('settings.save')}
      </button>
    </Form>
  )
}

export default function StaffSettingsTexts() {
  const { domain, locale, rows } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const { t, i18n } = useTranslation('staff')
  // Each language by its name in the console's language.
  const languageName = new Intl.DisplayNames([i18n.language], { type: 'language' })
  return (
    <>
      <title>{t('settings.tabs.texts')}</title>
      <h1 className="h3">{t('settings.title')}</h1>
      <SettingsTabs domain={domain} />
      <p className="text-body-secondary">{t('settings.texts.intro')}</p>
      <nav aria-label={t('settings.texts.languages')} className="mb-3">
        <ul className="nav nav-pills">
          {locales.map((l) => (
            <li className="nav-item" key={l}>
              <Link
                to={`?lang=${l}`}
                className={`nav-link py-1 px-2${l === locale ? ' active' : ''}`}
                aria-current={l === locale ? 'page' : undefined}
                lang={l}
              >
                {languageName.of(l)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div style={{ maxWidth: 800 }} key={locale}>
        {rows.map((row) => (
          <TextForm key={row.key} locale={locale} row={row} answer={answer} />
        ))}
      </div>
    </>
  )
}

export const ErrorBoundary = StaffPageErrorBoundary
