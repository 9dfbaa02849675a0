// The user object of /api/user.php (SPEC §3 User).
import type { SessionUser } from './sessions.ts'
import type { MainImageJson } from '../photos/photo-url.ts'

export function toUserJson(
  user: Pick<
    SessionUser,
    | 'id'
    | 'email'
    | 'status'
    | 'credits'
    | 'paidUser'
    | 'signupDate'
    | 'language'
    | 'notificationsDisabled'
    | 'invisible'
    | 'profile'
  >,
  site: { fictionalIcon: string },
  mainImage: MainImageJson | null,
) {
  return {
    id: user.id,
    email: user.email,
    status: user.status,
    credits: user.credits,
    paid_user: user.paidUser,
    /** The mark the client puts on fictional profiles (the site's setting). */
    fictional_icon: site.fictionalIcon,
    signup_date: user.signupDate.toISOString(),
    language: user.language,
    notifications_disabled: user.notificationsDisabled,
    invisible: user.invisible,
    profile: user.profile
      ? {
          id: user.profile.userId,
          name: user.profile.name,
          gender: user.profile.gender,
          country: user.profile.country,
          city: user.profile.city,
          main_image: mainImage,
        }
      : null,
  }
}
