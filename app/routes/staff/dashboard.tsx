// /staff/dashboard (dashboard.view): the current site's figures per day over 7, 30 or 90 days
// (a GET form), as charts with the same numbers in tables beside them. The figures come from the
// daily rows of the dashboard-stats job (server/staff/dashboard); today is counted live.
import { useMemo } from 'react'
import type { TFunction } from 'i18next'
import { data, Form, useLoaderData } from 'react-router'
import type { Route } from './+types/dashboard'
import { useTranslation } from '../../i18n/use-translation.ts'
import { StaffPageErrorBoundary } from '../../components/staff/staff-error.tsx'
import { DailyChart, type ChartSeries } from '../../components/staff/daily-chart.tsx'
import { requireStaff, rethrowForbidden } from './+shared/staff.server.ts'
import { loadDashboard, type Dashboard, type DashboardDay } from '../../../server/staff/dashboard/dashboard.ts'
import { DASHBOARD_RANGES, DEFAULT_DASHBOARD_RANGE, dashboardQuerySchema } from '../../../shared/staff/dashboard.ts'

export async function loader(args: Route.LoaderArgs) {
  const { actor, site } = await requireStaff(args, 'dashboard.view')
  const parsed = dashboardQuerySchema.safeParse(Object.fromEntries(new URL(args.request.url).searchParams))
  const range = parsed.success ? parsed.data.days : DEFAULT_DASHBOARD_RANGE
  try {
    const dashboard = await loadDashboard(actor, site.id, range)
    const body = { dashboard, site: site.domain, invalidRange: !parsed.success }
    return parsed.success ? body : data(body, { status: 400 })
  } catch (error) {
    return rethrowForbidden(error)
  }
}

const COLORS = ['#0d6efd', '#198754', '#d63384', '#fd7e14', '#6f42c1', '#20c997', '#dc3545', '#6c757d']

type Figure = Exclude<keyof DashboardDay, 'day' | 'counted'>

/** Minor units as the currency's usual amount (cents, øre, grosze ...). */
function money(language: string, currency: string) {
  const format = new Intl.NumberFormat(language, { style: 'currency', currency })
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  return { format: (minor: number) => format.format(minor / 10 ** digits), major: (minor: number) => minor / 10 ** digits }
}

export default function StaffDashboard() {
  const { dashboard, site, invalidRange } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation('staff')
  const language = i18n.language
  const number = new Intl.NumberFormat(language)
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 })
  const dateFormat = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' })
  const dayLabel = (day: string) => dateFormat.format(new Date(`${day}T00:00:00Z`))
  const show = (value: number | null) => (value === null ? '–' : number.format(value))
  // The same array while the data stays: the charts are drawn again only for new data.
  const days = useMemo(() => dashboard.days.map((d) => d.day), [dashboard])
  const charts = useCharts(dashboard, t, language)

  return (
    <>
      <title>{t('dashboard.title')}</title>
      <h1 className="h3">{t('dashboard.title')}</h1>
      <p className="text-body-secondary">{t('dashboard.intro', { site })}</p>

      <Form method="get" className="d-flex flex-wrap gap-2 align-items-end mb-3" data-testid="dashboard-range">
        <div>
          <label htmlFor="dashboard-days" className="form-label mb-1">
            {t('dashboard.range')}
          </label>
          <select
            id="dashboard-days"
            name="days"
            defaultValue={dashboard.range}
            className={`form-select${invalidRange ? ' is-invalid' : ''}`}
            aria-describedby={invalidRange ? 'dashboard-days-error' : undefined}
          >
            {DASHBOARD_RANGES.map((n) => (
              <option key={n} value={n}>
                {t('dashboard.lastDays', { days: n })}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary">
          {t('dashboard.show')}
        </button>
        {invalidRange ? (
          <div id="dashboard-days-error" className="invalid-feedback d-block w-100" role="alert">
            {t('dashboard.invalidRange')}
          </div>
        ) : null}
      </Form>

      <dl className="row row-cols-2 row-cols-md-4 row-cols-xl-7 g-2 mb-4" data-testid="dashboard-totals">
        {(['signups', 'activations', 'firstPurchases', 'paidOrders', 'refunds', 'messagesSent'] as const).map((f) => (
          <div className="col" key={f}>
            <div className="card h-100">
              <div className="card-body py-2">
                <dt className="small text-body-secondary fw-normal">{t(`dashboard.figures.${f}`)}</dt>
                <dd className="h4 mb-0" data-total={f}>
                  {number.format(dashboard.totals[f])}
                </dd>
              </div>
            </div>
          </div>
        ))}
        <div className="col">
          <div className="card h-100">
            <div className="card-body py-2">
              <dt className="small text-body-secondary fw-normal">{t('dashboard.conversion')}</dt>
              <dd className="h4 mb-0" data-total="conversion">
                {dashboard.conversion === null ? '–' : percent.format(dashboard.conversion)}
              </dd>
            </div>
          </div>
        </div>
      </dl>

      <div className="row g-3 mb-4">
        {charts.map((chart) => (
          <section className="col-12 col-xl-6" key={chart.id}>
            <div className="card h-100">
              <div className="card-body">
                <h2 className="h6">{chart.title}</h2>
                <DailyChart
                  days={days}
                  series={chart.series}
                  language={language}
                  dayLabel={t('dashboard.day')}
                  testId={`dashboard-chart-${chart.id}`}
                />
              </div>
            </div>
          </section>
        ))}
      </div>

      <h2 className="h5">{t('dashboard.perDay')}</h2>
      <div className="table-responsive mb-4">
        <table className="table table-sm table-striped align-middle text-end" data-testid="dashboard-days">
          <thead>
            <tr>
              <th scope="col" className="text-start">
                {t('dashboard.day')}
              </th>
              {FIGURE_COLUMNS.map((f) => (
                <th scope="col" key={f}>
                  {t(`dashboard.figures.${f}`)}
                </th>
              ))}
              {dashboard.revenueByDay.map((r) => (
                <th scope="col" key={r.currency}>
                  {t('dashboard.revenueIn', { currency: r.currency })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...dashboard.days].reverse().map((d, reversed) => {
              const index = dashboard.days.length - 1 - reversed
              return (
                <tr key={d.day} data-day={d.day}>
                  <th scope="row" className="text-start fw-normal">
                    {dayLabel(d.day)}
                    {index === dashboard.days.length - 1 ? (
                      <span className="text-body-secondary"> ({t('dashboard.today')})</span>
                    ) : null}
                  </th>
                  {FIGURE_COLUMNS.map((f) => (
                    <td key={f} data-figure={f}>
                      {show(d[f])}
                    </td>
                  ))}
                  {dashboard.revenueByDay.map((r) => (
                    <td key={r.currency} data-revenue={r.currency}>
                      {d.counted ? money(language, r.currency).format(r.amounts[index]!) : '–'}
                    </td>
                  ))}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <p className="small text-body-secondary">{t('dashboard.notes')}</p>

      <h2 className="h5">{t('dashboard.revenue')}</h2>
      {dashboard.revenue.length ? (
        <div className="table-responsive">
          <table className="table table-sm align-middle text-end" data-testid="dashboard-revenue" style={{ maxWidth: 900 }}>
            <thead>
              <tr>
                <th scope="col" className="text-start">
                  {t('dashboard.currency')}
                </th>
                <th scope="col" className="text-start">
                  {t('dashboard.method')}
                </th>
                <th scope="col">{t('dashboard.figures.paidOrders')}</th>
                <th scope="col">{t('dashboard.paidAmount')}</th>
                <th scope="col">{t('dashboard.figures.refunds')}</th>
                <th scope="col">{t('dashboard.refundedAmount')}</th>
              </tr>
            </thead>
            <tbody>
              {dashboard.revenue.map((r) => {
                const m = money(language, r.currency)
                return (
                  <tr key={`${r.currency} ${r.paymentMethod}`} data-currency={r.currency} data-method={r.paymentMethod}>
                    <td className="text-start">{r.currency}</td>
                    <td className="text-start">{r.paymentMethod}</td>
                    <td data-paid-orders>{number.format(r.paidOrders)}</td>
                    <td data-amount="paid">{m.format(r.paidAmount)}</td>
                    <td>{number.format(r.refunds)}</td>
                    <td>{m.format(r.refundedAmount)}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-body-secondary">{t('dashboard.noRevenue')}</p>
      )}
    </>
  )
}

const FIGURE_COLUMNS: Figure[] = [
  'signups',
  'activations',
  'firstPurchases',
  'paidOrders',
  'refunds',
  'messagesSent',
  'activeMembers',
  'photosWaiting',
  'complaintsOpen',
]

/** The charts' series, made once per page data. */
function useCharts(dashboard: Dashboard, t: TFunction, language: string) {
  return useMemo(() => {
    const pick = (figures: Figure[]): ChartSeries[] =>
      figures.map((f, i) => ({
        label: t(`dashboard.figures.${f}`),
        values: dashboard.days.map((d) => d[f]),
        color: COLORS[i % COLORS.length]!,
      }))
    return [
      { id: 'members', title: t('dashboard.charts.members'), series: pick(['signups', 'activations', 'firstPurchases']) },
      { id: 'orders', title: t('dashboard.charts.orders'), series: pick(['paidOrders', 'refunds']) },
      {
        id: 'revenue',
        title: t('dashboard.charts.revenue'),
        series: dashboard.revenueByDay.map((r, i) => ({
          label: r.currency,
          values: r.amounts.map((a, day) => (dashboard.days[day]!.counted ? money(language, r.currency).major(a) : null)),
          color: COLORS[i % COLORS.length]!,
        })),
      },
      { id: 'activity', title: t('dashboard.charts.activity'), series: pick(['activeMembers', 'messagesSent']) },
      { id: 'queues', title: t('dashboard.charts.queues'), series: pick(['photosWaiting', 'complaintsOpen']) },
    ].filter((chart) => chart.series.length)
  }, [dashboard, t, language])
}

export const ErrorBoundary = StaffPageErrorBoundary
