// /landers/socialnetwork/{slug?}: a social feed of member posts (their own words and photo)
// with like, comment and message buttons that all lead to the signup.
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Route } from './+types/socialnetwork'
import { localeContext, siteContext } from '../../context.ts'
import { getLanderPage } from '../../../server/landers/lander-page.ts'
import { timeAgo } from '../../../server/landers/relative-time.ts'
import type { LanderMember } from '../../../server/landers/lander-members.ts'
import { LanderHead } from '../../components/landers/lander-head.tsx'
import { MemberPhoto } from '../../components/landers/member-photo.tsx'
import { EmptyLander } from '../../components/landers/empty-lander.tsx'
import { useThemeText } from '../../components/landers/use-theme-text.ts'
import { SignupButton } from '../../components/signup/signup-button.tsx'

const POSTS = 8

export async function loader({ context, params }: Route.LoaderArgs) {
  const page = await getLanderPage(context.get(siteContext), params.slug, POSTS + 6)
  const locale = context.get(localeContext)
  const now = Date.now()
  return { ...page, members: page.members.map((m) => ({ ...m, activeAgo: timeAgo(m.lastActiveAt, locale, now) })) }
}

export default function SocialNetwork({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('landers')
  const { label, tagline } = useThemeText(loaderData.theme)
  const posts = loaderData.members.slice(0, POSTS)
  const suggestions = loaderData.members.slice(POSTS)
  return (
    <main id="main" className="lander lander--social py-4">
      <LanderHead
        title={t('socialnetwork.title', { label })}
        description={t('socialnetwork.description')}
        siteName={loaderData.siteName}
      />
      <div className="container social-layout">
        <div className="social-feed">
          <header className="social-card social-intro">
            <p className="lander-kicker">{label}</p>
            <h1 className="h2 fw-bold">{t('socialnetwork.heading')}</h1>
            <p className="mb-3">{tagline}</p>
            <SignupButton className="social-composer">{t('socialnetwork.composer')}</SignupButton>
          </header>
          {posts.length === 0 ? (
            <EmptyLander />
          ) : (
            posts.map((member, i) => <Post key={member.id} member={member} priority={i === 0} />)
          )}
        </div>
        <aside className="social-aside" aria-label={t('socialnetwork.asideLabel')}>
          <section className="social-card">
            <h2 className="h5">{t('socialnetwork.joinTitle', { site: loaderData.siteName })}</h2>
            <p>{t('socialnetwork.joinText')}</p>
            <SignupButton className="btn btn-primary w-100" data-testid="lander-cta">
              {t('socialnetwork.cta')}
            </SignupButton>
            <p className="lander-note mb-0">{t('cta.note')}</p>
          </section>
          {suggestions.length > 0 ? (
            <section className="social-card" aria-labelledby="social-suggestions">
              <h2 id="social-suggestions" className="h5">
                {t('socialnetwork.suggestions')}
              </h2>
              <ul className="list-unstyled mb-0">
                {suggestions.map((member) => (
                  <li key={member.id} className="social-suggestion">
                    <MemberPhoto
                      photo={member.photo}
                      name={member.name}
                      alt={t('photoOf', { name: member.name })}
                      width={48}
                      height={48}
                      sizes="48px"
                      className="social-avatar"
                    />
                    <span className="flex-grow-1 min-w-0">
                      <span className="d-block fw-semibold text-truncate">
                        {member.name}, {member.age}
                      </span>
                      {member.city ? (
                        <span className="d-block small text-muted text-truncate" title={member.city}>
                          {member.city}
                        </span>
                      ) : null}
                    </span>
                    <SignupButton
                      className="btn btn-sm btn-outline-primary"
                      aria-label={t('socialnetwork.sayHiLabel', { name: member.name })}
                    >
                      {t('socialnetwork.sayHi')}
                    </SignupButton>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </aside>
      </div>
    </main>
  )
}

function Post({ member, priority }: { member: LanderMember & { activeAgo: string }; priority: boolean }) {
  const { t } = useTranslation('landers')
  return (
    <article className="social-card social-post" aria-labelledby={`post-${member.id}`}>
      <header className="social-post__header">
        <MemberPhoto
          photo={member.photo}
          name={member.name}
          alt=""
          width={48}
          height={48}
          sizes="48px"
          className="social-avatar"
        />
        <div className="min-w-0">
          <h2 id={`post-${member.id}`} className="h6 mb-0 text-truncate">
            {member.name}, {member.age}
          </h2>
          <p className="small text-muted mb-0">{[member.city, member.activeAgo].filter(Boolean).join(' · ')}</p>
        </div>
      </header>
      {member.aboutMe ? (
        <p className="social-post__text" lang={member.language}>
          {member.aboutMe}
        </p>
      ) : (
        <p className="social-post__text">{t('socialnetwork.newPhoto', { name: member.name })}</p>
      )}
      <MemberPhoto
        photo={member.photo}
        name={member.name}
        alt={t('photoOf', { name: member.name })}
        width={600}
        height={600}
        sizes="(min-width: 992px) 560px, (min-width: 576px) 520px, 100vw"
        className="social-post__photo"
        priority={priority}
      />
      <div className="social-post__actions">
        <SignupButton className="btn btn-light" aria-label={t('socialnetwork.likeLabel', { name: member.name })}>
          {t('socialnetwork.like')}
        </SignupButton>
        <SignupButton className="btn btn-light" aria-label={t('socialnetwork.commentLabel', { name: member.name })}>
          {t('socialnetwork.comment')}
        </SignupButton>
        <SignupButton className="btn btn-light" aria-label={t('socialnetwork.messageLabel', { name: member.name })}>
          {t('socialnetwork.message')}
        </SignupButton>
      </div>
    </article>
  )
}
