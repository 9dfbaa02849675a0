// What the member landing pages show about one member besides the photo.
import { useTranslation } from '../../i18n/use-translation.ts'
import type { LanderMemberDetail } from '../../../server/landers/lander-member.ts'
import { useRootData } from '../../shell/root-data.ts'
import { capitalize } from '../../utils/capitalize.ts'

const SHORT_LINE = 160

/** The member's own words cut at a word boundary, or null when there are none. */
export function shortLine(text: string | null): string | null {
  if (!text) return null
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= SHORT_LINE) return clean
  const cut = clean.slice(0, SHORT_LINE)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : SHORT_LINE).replace(/[.,;:!?-]+$/, '')}…`
}

export function placeOf(member: LanderMemberDetail): string | null {
  return [member.city, member.regionName].filter(Boolean).join(', ') || null
}

/** The fictional-profile badge and the site's warning label (SPEC §1), in the page's language. */
export function FictionalNotice() {
  const site = useRootData()?.site
  return (
    <div className="fictional-notice" role="note">
      <span className="badge text-bg-secondary me-2">{site ? capitalize(site.fictionalSingular) : null}</span>
      {site?.fictionalWarning ? <span className="small">{site.fictionalWarning}</span> : null}
    </div>
  )
}

export function MemberQuote({ member }: { member: LanderMemberDetail }) {
  const { t } = useTranslation('landers')
  const line = shortLine(member.aboutMe)
  return line ? (
    <figure className="member-quote">
      <blockquote className="mb-0" lang={member.language}>
        <p className="mb-0">{line}</p>
      </blockquote>
      <figcaption className="small text-muted">{t('member.aboutMe')}</figcaption>
    </figure>
  ) : (
    <p className="member-quote member-quote--intro">{t('member.intro', { name: member.name })}</p>
  )
}
