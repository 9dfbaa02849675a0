// The settings page's direct-debit mandates (SEPA, docs/payments.md): each mandate the member
// signed with its reference, creditor and creditor identifier, account and date, and "Revoke
// mandate" (a plain POST form, intent "revoke-mandate": it works without JavaScript).
import { useTranslation } from '../../i18n/use-translation.ts'
import { Form } from 'react-router'
import { intlLocale } from '../../../shared/i18n/intl-locale.ts'
import type { MandateAnswer } from '../../routes/notifications.intents.server.ts'

export interface MandateView {
  id: number
  reference: string
  creditorName: string
  creditorAddress: string
  creditorId: string
  iban: string
  signedAt: string
  revokedAt: string | null
}

/** Server and browser write the same text: the date in UTC. */
const day = (iso: string, language: string) =>
  new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))

export function MandatesSection({ mandates, result }: { mandates: MandateView[]; result: MandateAnswer | undefined }) {
  const { t, i18n } = useTranslation('payments')
  if (!mandates.length && !result) return null
  return (
    <section className="card mb-4" aria-labelledby="direct-debit-mandates-heading" id="direct-debit-mandates">
      <div className="card-body">
        <h2 id="direct-debit-mandates-heading" className="h5">
          {t('mandates.title')}
        </h2>
        <p>{t('mandates.help')}</p>
        {result ? (
          <div className={`alert ${result.result === 'revoked' ? 'alert-success' : 'alert-warning'}`} role="status">
            {t(result.result === 'revoked' ? 'mandates.revoked' : 'mandates.unknown')}
          </div>
        ) : null}
        <ul className="list-unstyled mb-0">
          {mandates.map((m) => (
            <li key={m.id} className="border rounded p-3 mb-2" data-testid={`mandate-${m.reference}`}>
              <dl className="row mb-2 small">
                <dt className="col-sm-4">{t('mandates.reference')}</dt>
                <dd className="col-sm-8">{m.reference}</dd>
                <dt className="col-sm-4">{t('mandates.creditor')}</dt>
                <dd className="col-sm-8">
                  {m.creditorName}, {m.creditorAddress} · {m.creditorId}
                </dd>
                <dt className="col-sm-4">{t('mandates.account')}</dt>
                <dd className="col-sm-8">{m.iban}</dd>
                <dt className="col-sm-4">{t('mandates.signed')}</dt>
                <dd className="col-sm-8">{day(m.signedAt, i18n.language)}</dd>
              </dl>
              {m.revokedAt ? (
                <p className="mb-0 text-muted" data-testid="mandate-status">
                  {t('mandates.revokedOn', { date: day(m.revokedAt, i18n.language) })}
                </p>
              ) : (
                <Form method="post" className="d-flex flex-wrap gap-2 align-items-center">
                  <span className="badge text-bg-success" data-testid="mandate-status">
                    {t('mandates.active')}
                  </span>
                  <input type="hidden" name="mandate" value={m.id} />
                  <button className="btn btn-sm btn-outline-danger" name="intent" value="revoke-mandate" type="submit">
                    {t('mandates.revoke')}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
