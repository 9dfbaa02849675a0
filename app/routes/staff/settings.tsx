// /staff/settings (settings.manage): the current site's overview and its general settings (SPEC
// §3 "Site settings"), and the least a message costs per country. A saved change reaches every
// process within moments (server/settings/general.ts).
import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'
import { data, Form, Link, useActionData, useLoaderData } from 'react-router'
import type { Route } from './+types/settings'
import { useTranslation } from '../../i18n/use-translation.ts'
import { CheckField, FormErrors, InputField, SelectField } from '../../components/staff/settings-fields.tsx'
import { SettingsTabs } from '../../components/staff/settings-tabs.tsx'
import { StaffPageErrorBoundary } from '../../components/staff/staff-error.tsx'
import { readForm } from '../../../server/http/read-body.ts'
import { getSiteSettings, setMinimumMessageCost, updateSiteGeneral } from '../../../server/settings/general.ts'
import { locales } from '../../../shared/i18n/config.ts'
import {
  formatAmount,
  minimumCostSchema,
  NICHES,
  SIGNUP_MODES,
  siteGeneralSchema,
  type SiteGeneralInput,
} from '../../../shared/staff/settings.ts'
import { requireStaff, rethrowForbidden, staffAction } from './+shared/staff.server.ts'
import { refused } from './+shared/settings.server.ts'

export async function loader(args: Route.LoaderArgs) {
  const { actor, site } = await requireStaff(args, 'settings.manage')
  return getSiteSettings(actor, site.id).catch(rethrowForbidden)
}

export async function action(args: Route.ActionArgs) {
  const { actor, site } = await staffAction(args, 'settings.manage')
  const form = await readForm(args.request)
  if (form.get('intent') === 'minimum') {
    const submission = parseWithZod(form, { schema: minimumCostSchema })
    const extra = { intent: 'minimum' as const, changed: null }
    if (submission.status !== 'success') return data({ ...extra, result: submission.reply() }, { status: 400 })
    try {
      await setMinimumMessageCost(actor, site.id, submission.value)
      return { ...extra, result: submission.reply({ resetForm: true }) }
    } catch (error) {
      return refused(submission, error, extra)
    }
  }
  const submission = parseWithZod(form, { schema: siteGeneralSchema })
  const extra = { intent: 'general' as const, changed: null }
  if (submission.status !== 'success') return data({ ...extra, result: submission.reply() }, { status: 400 })
  try {
    const changed = await updateSiteGeneral(actor, site.id, submission.value)
    return { intent: 'general' as const, changed, result: submission.reply() }
  } catch (error) {
    return refused(submission, error, extra)
  }
}

/** The form's starting values: what is stored, as typed. */
function asForm(general: SiteGeneralInput): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(general)) {
    if (typeof value === 'boolean') {
      if (value) out[key] = 'on'
    } else if (key === 'directDebitLimit') out[key] = formatAmount(value as number)
    else out[key] = Array.isArray(value) ? value.join(', ') : String(value)
  }
  return out
}

export default function StaffSettings() {
  const overview = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation('staff')
  const general = actionData?.intent === 'general' ? actionData : undefined
  const minimum = actionData?.intent === 'minimum' ? actionData : undefined
  const [form, fields] = useForm<z.input<typeof siteGeneralSchema>>({
    id: 'settings-general',
    lastResult: general?.result,
    defaultValue: asForm(overview.general),
    constraint: getZodConstraint(siteGeneralSchema),
    shouldRevalidate: 'onBlur',
  })
  const [costForm, costFields] = useForm<z.input<typeof minimumCostSchema>>({
    id: 'settings-minimum',
    lastResult: minimum?.result,
  })
  const f = (name: keyof SiteGeneralInput) => t(`settings.general.${name}`)
  const number = (name: keyof SiteGeneralInput, help?: string) => (
    <InputField meta={fields[name]} label={f(name)} numeric help={help} className="col-sm-6 col-lg-4 mb-3" />
  )
  const { counts } = overview
  return (
    <>
      <title>{t('settings.title')}</title>
      <h1 className="h3">{t('settings.title')}</h1>
      <SettingsTabs domain={overview.domain} />

      <div className="row g-3 mb-4" data-testid="settings-overview">
        {(
          [
            ['texts', t('settings.overview.texts', { number: counts.texts })],
            ['packages', t('settings.overview.packages', { number: counts.activePackages, total: counts.packages })],
            ['discounts', t('settings.overview.codes', { number: counts.codes })],
            ['gifts', t('settings.overview.gifts')],
          ] as const
        ).map(([tab, text]) => (
          <div className="col-sm-6 col-xl-3" key={tab}>
            <Link to={`/staff/settings/${tab}`} className="card h-100 text-decoration-none">
              <div className="card-body">
                <div className="fw-semibold">{t(`settings.tabs.${tab}`)}</div>
                <div className="small text-body-secondary">{text}</div>
              </div>
            </Link>
          </div>
        ))}
      </div>
      <p className="text-body-secondary">
        {t('settings.overview.company', { company: overview.company, domain: overview.domain })}
      </p>

      <h2 className="h5 mt-4">{t('settings.general.title')}</h2>
      {general?.changed ? (
        <div className="alert alert-success" role="status" data-testid="settings-saved">
          {general.changed.length
            ? t('settings.general.saved', { fields: general.changed.map((c) => f(c as keyof SiteGeneralInput)).join(', ') })
            : t('settings.general.unchanged')}
        </div>
      ) : null}
      <FormErrors errors={form.errors} />
      <Form method="post" {...getFormProps(form)} style={{ maxWidth: 960 }}>
        <input type="hidden" name="intent" value="general" />
        <fieldset className="mb-3">
          <legend className="fs-6 fw-semibold">{t('settings.general.identity')}</legend>
          <div className="row">
            <InputField meta={fields.name} label={f('name')} className="col-sm-6 mb-3" />
            <InputField meta={fields.mailName} label={f('mailName')} className="col-sm-6 mb-3" />
            <SelectField
              meta={fields.domainLanguage}
              label={f('domainLanguage')}
              options={locales.map((l) => ({ value: l, label: l }))}
              className="col-sm-6 col-lg-4 mb-3"
            />
            <InputField meta={fields.supportEmail} label={f('supportEmail')} type="email" className="col-sm-6 col-lg-4 mb-3" />
            <InputField meta={fields.supportPhone} label={f('supportPhone')} className="col-sm-6 col-lg-4 mb-3" />
            <InputField
              meta={fields.countries}
              label={f('countries')}
              help={t('settings.general.countriesHelp')}
              className="col-sm-8 mb-3"
            />
            <InputField meta={fields.fictionalIcon} label={f('fictionalIcon')} className="col-sm-4 mb-3" />
          </div>
        </fieldset>
        <fieldset className="mb-3">
          <legend className="fs-6 fw-semibold">{t('settings.general.credits')}</legend>
          <div className="row">
            {number('messageCredits')}
            {number('photoCredits')}
            {number('giftCredits', t('settings.general.giftCreditsHelp'))}
            {number('signupCredits')}
            {number('messageLength')}
            {number('freeMessages')}
            {number('freeHistoryDays')}
          </div>
        </fieldset>
        <fieldset className="mb-3">
          <legend className="fs-6 fw-semibold">{t('settings.general.signupsAndSearch')}</legend>
          <div className="row">
            <SelectField
              meta={fields.signups}
              label={f('signups')}
              options={SIGNUP_MODES.map((m) => ({ value: m, label: t(`settings.general.signupModes.${m}`) }))}
              className="col-sm-6 col-lg-4 mb-3"
            />
            {number('minAge')}
            <SelectField
              meta={fields.niche}
              label={f('niche')}
              options={NICHES.map((n) => ({ value: String(n), label: t(`settings.general.niches.${n}`) }))}
              className="col-sm-6 col-lg-4 mb-3"
            />
          </div>
          <CheckField meta={fields.loggedOutSearch} label={f('loggedOutSearch')} />
          <CheckField meta={fields.loggedOutSearchTrafficsource} label={f('loggedOutSearchTrafficsource')} />
          <CheckField meta={fields.enableSiteEntryPopup} label={f('enableSiteEntryPopup')} />
        </fieldset>
        <fieldset className="mb-3">
          <legend className="fs-6 fw-semibold">{t('settings.general.commercial')}</legend>
          <div className="row">
            {number('refundDays')}
            {number('directDebitLimit', t('settings.general.directDebitLimitHelp'))}
            {number('directDebitLimitDays')}
          </div>
          <CheckField meta={fields.memberResell} label={f('memberResell')} />
        </fieldset>
        <button type="submit" className="btn btn-primary">
          {t('settings.save')}
        </button>
      </Form>

      <h2 className="h5 mt-5">{t('settings.minimum.title')}</h2>
      <p className="text-body-secondary small">{t('settings.minimum.intro')}</p>
      {overview.minimumMessageCosts.length ? (
        <table className="table table-sm w-auto" data-testid="settings-minimum">
          <thead>
            <tr>
              <th scope="col">{t('settings.country')}</th>
              <th scope="col">{t('settings.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {overview.minimumMessageCosts.map((c) => (
              <tr key={c.country}>
                <td>{c.country}</td>
                <td>
                  {formatAmount(c.costs)} {c.currency}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <FormErrors errors={costForm.errors} />
      <Form method="post" {...getFormProps(costForm)} className="row align-items-start" style={{ maxWidth: 720 }}>
        <input type="hidden" name="intent" value="minimum" />
        <InputField meta={costFields.country} label={t('settings.country')} className="col-4 mb-3" />
        <InputField meta={costFields.currency} label={t('settings.currency')} className="col-4 mb-3" />
        <InputField
          meta={costFields.amount}
          label={t('settings.amount')}
          numeric
          help={t('settings.minimum.emptyRemoves')}
          className="col-4 mb-3"
        />
        <div className="col-12">
          <button type="submit" className="btn btn-outline-primary">
            {t('settings.minimum.save')}
          </button>
        </div>
      </Form>
    </>
  )
}

export const ErrorBoundary = StaffPageErrorBoundary
