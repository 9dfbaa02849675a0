// The one sender rule for every e-mail a site sends (notifications, account e-mails, complaints,
// payments): the site's mail name at no-reply@ its domain; MAIL_FROM overrides it for every site.
// A domain without a dot (localhost, the demo) sends as amora.example.
import { getEnv } from '../env.ts'

export function senderOf(site: { mailName: string; domain: string }): string {
  return getEnv().MAIL_FROM ?? `${site.mailName} <no-reply@${site.domain.includes('.') ? site.domain : 'amora.example'}>`
}
