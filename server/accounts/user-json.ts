// The user object of /api/user.php (SPEC §3 User), with the member's own profile (SPEC §3 Profile).
import type { SessionUser } from './sessions.ts'
import type { OwnPhoto } from '../photos/photos.ts'
import type { OwnProfileData } from './own-profile.ts'
import { ageOn } from '../members/age.ts'

const toOwnPhotoJson = (p: OwnPhoto) => ({
  id: p.id,
  status: p.status,
  is_main: p.isMain,
  width: p.width,
  height: p.height,
  url: p.url,
  match_url: p.matchUrl,
  thumb_url: p.thumbUrl,
})

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
  own: OwnProfileData,
  now = new Date(),
) {
  const profile = user.profile
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
    profile: profile
      ? {
          id: profile.userId,
          name: profile.name,
          age: ageOn(profile.birthDate, now),
          gender: profile.gender,
          sexuality: profile.sexuality,
          date_of_birth: profile.birthDate.toISOString().slice(0, 10),
          country: profile.country,
          region: own.region,
          city: profile.city,
          signup_reason: profile.signupReason,
          tattoos: profile.tattoos,
          hair_color: profile.hairColor,
          eye_color: profile.eyeColor,
          body_type: profile.bodyType,
          relationship_status: profile.relationshipStatus,
          about_me: profile.aboutMe,
          interests: own.interests,
          status: profile.status,
          main_image: own.mainImage,
          // SPEC §3: photos (the client shows those with status active) and private photos.
          photos: own.photos.filter((p) => p.visibility === 'public').map(toOwnPhotoJson),
          private_photos: own.photos.filter((p) => p.visibility === 'private').map(toOwnPhotoJson),
        }
      : null,
  }
}
