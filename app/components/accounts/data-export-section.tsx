// The settings page's "Your data" card (GDPR Art. 15 and 20, docs/privacy.md): ask for a copy of
// everything the account holds; the download link follows by e-mail. A plain POST form (intent
// "data-export"): it works without JavaScript.
import { useTranslation } from '../../i18n/use-translation.ts'
import { Form } from 'react-router'
import { intlLocale } from '../../../shared/i18n/intl-locale.ts'
import type { DataExportAnswer } from '../../routes/notifications.intents.server.ts'
import type { DataExportState } from '../../../server/privacy/data-export.ts'

export interface DataExportView {
  latest: { status: NonNullable<DataExportState['latest']>['status']; requestedAt: string; expiresAt: string | null } | null
  nextAt: string | null
  /** A download link that did not work brought the member here. */
  link: 'expired' | 'invalid' | null
}

/** Server and browser write the same text (no hydration mismatch): the time in UTC, said so. */
function when(iso: string, language: string) {
  return new Intl.DateTimeFormat(intlLocale(language), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(iso))
}

export function DataExportSection({ state, result }: { state: DataExportView; result: DataExportAnswer | undefined }) {
  const { t, i18n } = useTranslation('accounts')
  const latest = state.latest
  const nextAt = result && !result.ok ? result.nextAt : state.nextAt
  let status: string | null = null
  if (result?.ok) status = t('dataExport.requested')
  else if (latest?.status === 'queued') status = t('dataExport.queued')
  else if (latest?.status === 'ready' && latest.expiresAt)
    status = t('dataExport.ready', { date: when(latest.expiresAt, i18n.language) })
  else if (latest?.status === 'failed') status = t('dataExport.failed')
  return (
    <section className="card mb-4" aria-labelledby="data-export-heading" id="data-export">
      <div className="card-body">
        <h2 id="data-export-heading" className="h5">
          {t('dataExport.title')}
        </h2>
        <p>{t('dataExport.help', { days: 7 })}</p>
        {state.link ? (
          <div className="alert alert-warning" role="status">
            {t(state.link === 'expired' ? 'dataExport.linkExpired' : 'dataExport.linkInvalid')}
          </div>
        ) : null}
        {status ? (
          <div
            className={`alert ${latest?.status === 'failed' && !result?.ok ? 'alert-warning' : 'alert-success'}`}
            role="status"
          >
            {status}
          </div>
        ) : null}
        {result && !result.ok ? (
          <div className="alert alert-warning" role="alert">
            {t('dataExport.tooSoon', { date: result.nextAt ? when(result.nextAt, i18n.language) : '' })}
          </div>
        ) : null}
        <Form method="post">
          <input type="hidden" name="intent" value="data-export" />
          <button className="btn btn-outline-primary" type="submit">
            {t('dataExport.button')}
          </button>
        </Form>
        {nextAt && !result ? (
          <p className="form-text mb-0">{t('dataExport.nextAt', { date: when(nextAt, i18n.language) })}</p>
        ) : null}
      </div>
    </section>
  )
}
