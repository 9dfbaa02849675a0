// /dev/sms — development-only list of the text messages (direct-debit codes) the app "sent" to
// DATA_DIR/sms, beside /dev/mail. Off wherever a real SMS provider is configured or in production.
import { useTranslation } from '../i18n/use-translation.ts'
import { intlLocale } from '../../shared/i18n/intl-locale.ts'
import type { Route } from './+types/dev.sms'
import { listDevSms, smsSender } from '../../server/sms/sms.ts'
import { notFound } from '../../server/http/not-found.ts'

export async function loader() {
  if (smsSender()?.kind !== 'files') throw notFound()
  return { messages: await listDevSms() }
}

export const meta: Route.MetaFunction = () => [{ title: 'SMS' }, { name: 'robots', content: 'noindex' }]

export default function DevSms({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  return (
    <main id="main" className="container py-4">
      <h1 className="h3">{t('devSms.title')}</h1>
      <p className="text-muted">{t('devSms.explain')}</p>
      {loaderData.messages.length === 0 ? <p>{t('devSms.empty')}</p> : null}
      <ul className="list-group">
        {loaderData.messages.map((sms) => (
          <li key={sms.id} className="list-group-item" data-testid="dev-sms">
            <div className="small text-muted">
              {sms.to} · <time dateTime={sms.date}>{new Date(sms.date).toLocaleString(intlLocale(i18n.language))}</time>
            </div>
            <div>{sms.text}</div>
          </li>
        ))}
      </ul>
    </main>
  )
}
