// /staff/settings/packages (settings.manage): the site's credit packages (tiers p0-p3) and
// their prices per country and currency: change a price, the credits, the "popular" mark,
// take one off sale or put it back, and price a tier in a new country. The pricing page and
// the checkout read packages from the database, so a change shows on the next page.
import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'
import { data, Form, Link, useActionData, useLoaderData } from 'react-router'
import type { Route } from './+types/settings.packages'
import { useTranslation } from '../../i18n/use-translation.ts'
import { CheckField, FormErrors, InputField, SelectField } from '../../components/staff/settings-fields.tsx'
import { SettingsTabs } from '../../components/staff/settings-tabs.tsx'
import { StaffPageErrorBoundary } from '../../components/staff/staff-error.tsx'
import { readForm } from '../../../server/http/read-body.ts'
import { createPackage, listPackages, updatePackage, type PackageRow } from '../../../server/settings/packages.ts'
import { formatAmount, PACKAGE_TIERS, packageCreateSchema, packageUpdateSchema } from '../../../shared/staff/settings.ts'
import { requireStaff, rethrowForbidden, staffAction } from './+shared/staff.server.ts'
import { refused } from './+shared/settings.server.ts'

export async function loader(args: Route.LoaderArgs) {
  const { actor, site } = await requireStaff(args, 'settings.manage')
  const all = await listPackages(actor, site.id).catch(rethrowForbidden)
  // One country at a time (?country=), the first priced one by default: a site prices 4 tiers in
  // each of its countries.
  const countries = [...new Set(all.map((p) => p.country))]
  const asked = new URL(args.request.url).searchParams.get('country')?.toUpperCase()
  const country = asked && countries.includes(asked) ? asked : (countries[0] ?? null)
  return { domain: site.domain, countries, country, packages: all.filter((p) => p.country === country) }
}

export async function action(args: Route.ActionArgs) {
  const { actor, site } = await staffAction(args, 'settings.manage')
  const form = await readForm(args.request)
  if (form.get('intent') === 'create') {
    const submission = parseWithZod(form, { schema: packageCreateSchema })
    const extra = { intent: 'create', id: null as string | null, done: false }
    if (submission.status !== 'success') return data({ ...extra, result: submission.reply() }, { status: 400 })
    try {
      await createPackage(actor, site.id, submission.value)
      return { ...extra, done: true, result: submission.reply({ resetForm: true }) }
    } catch (error) {
      return refused(submission, error, extra)
    }
  }
  const submission = parseWithZod(form, { schema: packageUpdateSchema })
  const id = form.get('id')
  const extra = { intent: 'update', id: typeof id === 'string' ? id : null, done: false }
  if (submission.status !== 'success') return data({ ...extra, result: submission.reply() }, { status: 400 })
  try {
    await updatePackage(actor, site.id, submission.value)
    return { ...extra, done: true, result: submission.reply() }
  } catch (error) {
    return refused(submission, error, extra)
  }
}

type Answer = ReturnType<typeof useActionData<typeof action>>

function PackageForm({ row, answer }: { row: PackageRow; answer: Answer }) {
  const { t } = useTranslation('staff')
  const mine = answer?.intent === 'update' && answer.id === String(row.id) ? answer : undefined
  const [form, fields] = useForm<z.input<typeof packageUpdateSchema>>({
    id: `package-${row.id}`,
    lastResult: mine?.result,
    defaultValue: {
      id: String(row.id),
      amount: formatAmount(row.amount),
      credits: String(row.credits),
      popular: row.popular ? 'on' : undefined,
      active: row.active ? 'on' : undefined,
    },
    constraint: getZodConstraint(packageUpdateSchema),
  })
  return (
    <tr className={row.active ? undefined : 'table-secondary'} data-package={`${row.country}-${row.currency}-${row.tier}`}>
      <th scope="row">{row.country}</th>
      <td>{row.tier}</td>
      <td colSpan={4}>
        <Form method="post" {...getFormProps(form)} className="row g-2 align-items-start">
          <input type="hidden" name="id" value={row.id} />
          <InputField
            meta={fields.amount}
            label={t('settings.packages.price', { currency: row.currency })}
            numeric
            className="col-sm-3"
          />
          <InputField meta={fields.credits} label={t('settings.packages.credits')} numeric className="col-sm-3" />
          <div className="col-sm-3 pt-sm-4">
            <CheckField meta={fields.popular} label={t('settings.packages.popular')} />
            <CheckField meta={fields.active} label={t('settings.packages.active')} />
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

export default function StaffSettingsPackages() {
  const { domain, countries, country, packages } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const { t } = useTranslation('staff')
  const created = answer?.intent === 'create' ? answer : undefined
  const [form, fields] = useForm<z.input<typeof packageCreateSchema>>({
    id: 'package-create',
    lastResult: created?.result,
    defaultValue: { tier: 'p0', country: country ?? '' },
    constraint: getZodConstraint(packageCreateSchema),
  })
  return (
    <>
      <title>{t('settings.tabs.packages')}</title>
      <h1 className="h3">{t('settings.title')}</h1>
      <SettingsTabs domain={domain} />
      <p className="text-body-secondary">{t('settings.packages.intro')}</p>
      {countries.length > 1 ? (
        <nav aria-label={t('settings.packages.countries')} className="mb-3">
          <ul className="nav nav-pills">
            {countries.map((c) => (
              <li className="nav-item" key={c}>
                <Link
                  to={`?country=${c}`}
                  className={`nav-link py-1 px-2${c === country ? ' active' : ''}`}
                  aria-current={c === country ? 'page' : undefined}
                >
                  {c}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {packages.length ? (
        <div className="table-responsive mb-4">
          <table className="table align-middle" data-testid="settings-packages">
            <thead>
              <tr>
                <th scope="col">{t('settings.country')}</th>
                <th scope="col">{t('settings.packages.tier')}</th>
                <th scope="col" colSpan={4}>
                  {t('settings.packages.priceAndCredits')}
                </th>
              </tr>
            </thead>
            <tbody>
              {packages.map((row) => (
                <PackageForm key={row.id} row={row} answer={answer} />
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{t('settings.packages.none')}</p>
      )}
      <h2 className="h5">{t('settings.packages.new')}</h2>
      {created?.done ? (
        <div className="alert alert-success" role="status">
          {t('settings.packages.created')}
        </div>
      ) : null}
      <FormErrors errors={form.errors} />
      <Form method="post" {...getFormProps(form)} className="row g-2 align-items-start" style={{ maxWidth: 960 }}>
        <input type="hidden" name="intent" value="create" />
        <SelectField
          meta={fields.tier}
          label={t('settings.packages.tier')}
          options={PACKAGE_TIERS.map((tier) => ({ value: tier, label: tier }))}
          className="col-sm-2"
        />
        <InputField meta={fields.country} label={t('settings.country')} className="col-sm-2" />
        <InputField meta={fields.currency} label={t('settings.currency')} className="col-sm-2" />
        <InputField meta={fields.amount} label={t('settings.amount')} numeric className="col-sm-2" />
        <InputField meta={fields.credits} label={t('settings.packages.credits')} numeric className="col-sm-2" />
        <div className="col-sm-2 pt-sm-4">
          <CheckField meta={fields.popular} label={t('settings.packages.popular')} />
        </div>
        <div className="col-12">
          <button type="submit" className="btn btn-primary">
            {t('settings.packages.add')}
          </button>
        </div>
      </Form>
    </>
  )
}

export const ErrorBoundary = StaffPageErrorBoundary
