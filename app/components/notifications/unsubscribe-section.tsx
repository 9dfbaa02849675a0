// Where the e-mail footer's "Unsubscribe" lands (/api/unsubscribe.php redirects here, to
// #unsubscribe): one button that stops every notification e-mail, as a mail client's one-click
// unsubscribe does. A plain form with the signed token: no login, no JavaScript needed.
import { useTranslation } from '../../i18n/use-translation.ts'
import { Form } from 'react-router'

export function UnsubscribeSection({ token }: { token: string }) {
  const { t } = useTranslation('notifications')
  return (
    <section id="unsubscribe" className="card mb-4" aria-labelledby="unsubscribe-heading">
      <div className="card-body">
        <h2 id="unsubscribe-heading" className="h5">
          {t('email.unsubscribe')}
        </h2>
        <p className="text-muted">{t('emailSource.offAllLead')}</p>
        <Form method="post">
          <input type="hidden" name="token" value={token} />
          <button className="btn btn-outline-danger" type="submit" name="intent" value="unsubscribe">
            {t('emailSource.offAll')}
          </button>
        </Form>
      </div>
    </section>
  )
}
