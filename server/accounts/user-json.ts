// The user object of /api/user.php (SPEC §3 User).
import type { SessionUser } from './sessions.ts'

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
) {
  return {
    id: user.id,
    email: user.email,
    status: user.status,
    credits: user.credits,
    paid_user: user.paidUser,
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
        }
      : null,
  }
}
