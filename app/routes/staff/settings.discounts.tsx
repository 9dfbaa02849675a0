// /staff/settings/discounts (settings.manage): the site's campaign codes (not members' personal
// codes) with their limits and uses; a new code for a campaign, and switching one off (open
// payments that hold it keep their price). Members type the code at checkout
// (/api/discountcode.php reads it from the database, so it works at once).
import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'
import { data, Form, useActionData, useLoaderData } from 'react-router'
import type { Route } from './+types/settings.discounts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { FormErrors, InputField, SelectField } from '../../components/staff/settings-fields.tsx'
import { SettingsTabs } from '../../components/staff/settings-tabs.tsx'
import { StaffPageErrorBoundary } from '../../components/staff/staff-error.tsx'
import { readForm } from '../../../server/http/read-body.ts'
import { createCampaignCode, disableCode } from '../../../server/offers/manage-discounts.ts'
import { codesForStaff } from '../../../server/settings/discounts.ts'
import { discountCreateSchema, discountDisableSchema, formatAmount } from '../../../shared/staff/settings.ts'
import { requireStaff, rethrowForbidden, staffAction } from './+shared/staff.server.ts'

export async function loader(args: Route.LoaderArgs) {
  const { actor, site } = await requireStaff(args, 'settings.manage')
  const codes = await codesForStaff(actor, site.id).catch(rethrowForbidden)
  return { domain: site.domain, codes }
}

export async function action(args: Route.ActionArgs) {
  const { actor, site } = await staffAction(args, 'settings.manage')
  const form = await readForm(args.request)
  if (form.get('intent') === 'disable') {
    const submission = parseWithZod(form, { schema: discountDisableSchema })
    const extra = { intent: 'disable', code: null as string | null }
    if (submission.status !== 'success') return data({ ...extra, result: submission.reply() }, { status: 400 })
    const done = await disableCode(site.id, submission.value.code, actor).catch(rethrowForbidden)
    if (!done) return data({ ...extra, result: submission.reply({ formErrors: ['settings.errors.notFound'] }) }, { status: 404 })
    return { ...extra, code: submission.value.code, result: submission.reply() }
  }
  const submission = parseWithZod(form, { schema: discountCreateSchema })
  const extra = { intent: 'create', code: null as string | null }
  if (submission.status !== 'success') return data({ ...extra, result: submission.reply() }, { status: 400 })
  const c = submission.value
  const made = await createCampaignCode(
    site.id,
    {
      code: c.code,
      percentage: c.percentage,
      country: c.country,
      currency: c.currency,
      minimum: c.minimum ?? 0,
      validity: c.validity,
      days: c.days,
      uses: c.uses,
    },
    actor,
  ).catch(rethrowForbidden)
  if (!made.ok)
    return data(
      {
        ...extra,
        result: submission.reply(
          made.exists ? { fieldErrors: { code: ['settings.errors.codeExists'] } } : { formErrors: ['settings.errors.invalid'] },
        ),
      },
      { status: 400 },
    )
  return { ...extra, code: made.code, result: submission.reply({ resetForm: true }) }
}

export default function StaffSettingsDiscounts() {
  const { domain, codes } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const { t, i18n } = useTranslation('staff')
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
  const created = answer?.intent === 'create' ? answer : undefined
  const disabled = answer?.intent === 'disable' ? answer : undefined
  const [form, fields] = useForm<z.input<typeof discountCreateSchema>>({
    id: 'discount-create',
    lastResult: created?.result,
    defaultValue: { validity: 'once_per_user' },
    constraint: getZodConstraint(discountCreateSchema),
  })
  return (
    <>
      <title>{t('settings.tabs.discounts')}</title>
      <h1 className="h3">{t('settings.title')}</h1>
      <SettingsTabs domain={domain} />
      <p className="text-body-secondary">{t('settings.discounts.intro')}</p>
      {disabled?.code ? (
        <div className="alert alert-success" role="status">
          {t('settings.discounts.disabled', { code: disabled.code })}
        </div>
      ) : null}
      {disabled ? <FormErrors errors={disabled.result.error?.[''] ?? null} /> : null}
      {codes.length ? (
        <div className="table-responsive mb-4">
          <table className="table align-middle" data-testid="settings-codes">
            <thead>
              <tr>
                <th scope="col">{t('settings.discounts.code')}</th>
                <th scope="col">{t('settings.discounts.percentage')}</th>
                <th scope="col">{t('settings.discounts.limits')}</th>
                <th scope="col">{t('settings.discounts.uses')}</th>
                <th scope="col">{t('settings.discounts.status')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('settings.discounts.disable')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {codes.map((c) => (
                <tr key={c.code} data-code={c.code}>
                  <th scope="row">
                    <code>{c.code}</code>
                    <div className="small text-body-secondary">{t(`settings.discounts.kinds.${c.kind}`)}</div>
                  </th>
                  <td>{c.percentage}%</td>
                  <td className="small">
                    {[
                      t(`settings.discounts.validities.${c.validity}`),
                      c.country ? t('settings.discounts.onlyCountry', { country: c.country }) : null,
                      c.minimumOrderValue > 0
                        ? t('settings.discounts.minimumOf', {
                            amount: `${formatAmount(c.minimumOrderValue)} ${c.currency ?? ''}`.trim(),
                          })
                        : c.currency
                          ? t('settings.discounts.onlyCurrency', { currency: c.currency })
                          : null,
                      c.paymentMethods.length ? t('settings.discounts.methods', { methods: c.paymentMethods.join(', ') }) : null,
                      c.maxRedemptions !== null ? t('settings.discounts.atMost', { max: c.maxRedemptions }) : null,
                      c.expiresAt ? t('settings.discounts.until', { date: dateTime.format(new Date(c.expiresAt)) }) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </td>
                  <td>{t('settings.discounts.usesCount', { used: c.used, held: c.held })}</td>
                  <td>{t(`settings.discounts.statuses.${c.status}`)}</td>
                  <td>
                    {c.status === 'active' ? (
                      <Form method="post">
                        <input type="hidden" name="intent" value="disable" />
                        <input type="hidden" name="code" value={c.code} />
                        <button type="submit" className="btn btn-sm btn-outline-danger">
                          {t('settings.discounts.disable')}
                        </button>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{t('settings.discounts.none')}</p>
      )}
      <h2 className="h5">{t('settings.discounts.new')}</h2>
      {created?.code ? (
        <div className="alert alert-success" role="status">
          {t('settings.discounts.created', { code: created.code })}
        </div>
      ) : null}
      <FormErrors errors={form.errors} />
      <Form method="post" {...getFormProps(form)} className="row g-2 align-items-start" style={{ maxWidth: 960 }}>
        <input type="hidden" name="intent" value="create" />
        <InputField meta={fields.code} label={t('settings.discounts.code')} className="col-sm-4" />
        <InputField meta={fields.percentage} label={t('settings.discounts.percentage')} numeric className="col-sm-2" />
        <SelectField
          meta={fields.validity}
          label={t('settings.discounts.validity')}
          options={(['once_per_user', 'unlimited'] as const).map((v) => ({
            value: v,
            label: t(`settings.discounts.validities.${v}`),
          }))}
          className="col-sm-6"
        />
        <InputField
          meta={fields.country}
          label={t('settings.country')}
          help={t('settings.discounts.anyCountry')}
          className="col-sm-3"
        />
        <InputField meta={fields.currency} label={t('settings.currency')} className="col-sm-3" />
        <InputField
          meta={fields.minimum}
          label={t('settings.discounts.minimum')}
          help={t('settings.discounts.minimumHelp')}
          numeric
          className="col-sm-6"
        />
        <InputField
          meta={fields.days}
          label={t('settings.discounts.days')}
          help={t('settings.discounts.noLimit')}
          numeric
          className="col-sm-3"
        />
        <InputField
          meta={fields.uses}
          label={t('settings.discounts.maxUses')}
          help={t('settings.discounts.noLimit')}
          numeric
          className="col-sm-3"
        />
        <div className="col-12">
          <button type="submit" className="btn btn-primary">
            {t('settings.discounts.create')}
          </button>
        </div>
      </Form>
    </>
  )
}

export const ErrorBoundary = StaffPageErrorBoundary
