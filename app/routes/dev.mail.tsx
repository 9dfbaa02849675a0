// /dev/mail — development-only list of e-mails the app "sent" to DATA_DIR/mail, with a link to the
// text messages (/dev/sms: the direct-debit codes) where those are kept too.
import { useTranslation } from '../i18n/use-translation.ts'
import { intlLocale } from '../../shared/i18n/intl-locale.ts'
import type { Route } from './+types/dev.mail'
import { Link } from 'react-router'
import { devMailboxEnabled, listDevMail } from '../../server/mail/dev-mailbox.ts'
import { smsSender } from '../../server/sms/sms.ts'
import { notFound } from '../../server/http/not-found.ts'

export async function loader() {
  if (!devMailboxEnabled()) throw notFound()
  return { mails: await listDevMail(), smsPage: smsSender()?.kind === 'files' }
}

export const meta: Route.MetaFunction = () => [{ title: 'Mailbox' }, { name: 'robots', content: 'noindex' }]

export default function DevMail({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  return (
    <main id="main" className="container py-4">
      <h1 className="h3">{t('devMail.title')}</h1>
      <p className="text-muted">{t('devMail.explain')}</p>
      {loaderData.smsPage ? (
        <p>
          <Link to="/dev/sms">{t('devSms.title')}</Link>
        </p>
      ) : null}
      {loaderData.mails.length === 0 ? <p>{t('devMail.empty')}</p> : null}
      {loaderData.mails.map((mail) => (
        <details key={mail.id} className="card mb-2" data-testid="dev-mail">
          <summary className="card-header">
            <strong>{mail.subject}</strong> · {mail.to} ·{' '}
            <time dateTime={mail.date}>{new Date(mail.date).toLocaleString(intlLocale(i18n.language))}</time>
          </summary>
          <pre className="card-body mb-0 small" style={{ whiteSpace: 'pre-wrap' }}>
            {mail.text}
          </pre>
        </details>
      ))}
    </main>
  )
}
