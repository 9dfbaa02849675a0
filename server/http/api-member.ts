// The logged-in member of an API request and a translator in their language; the one way an
// /api/*.php endpoint asks for a member (docs/security.md).
import type { TFunction } from 'i18next'
import { getSessionUser, type SessionUser } from '../accounts/sessions.ts'
import { ActivationRequiredError, ACTIVATION_RESEND_PATH } from '../accounts/member-policy.ts'
import { getI18n } from '../i18n/resources.ts'
import { getSiteByHost } from '../sites/get-site-by-host.ts'
import { isLocale, type Locale } from '../../shared/i18n/config.ts'
import { detectLocale } from '../i18n/detect-locale.ts'
import { ApiError } from './api.ts'

/** The language of an API answer: the member's own, else the one a page would be shown in. */
export async function apiLanguage(request: Request, user: SessionUser | null): Promise<Locale> {
  if (user && isLocale(user.language)) return user.language
  return detectLocale(request, (await getSiteByHost(new URL(request.url).host)).domainLanguage)
}

/** The member of this request and their language's messages; 403 authentication_required otherwise. */
export async function requireApiMember(request: Request): Promise<{ user: SessionUser; t: TFunction; language: Locale }> {
  const user = await getSessionUser(request)
  const language = await apiLanguage(request, user)
  const t = getI18n(language).getFixedT(language)
  if (!user) throw new ApiError(403, 'authentication_required', t('members:api.authenticationRequired'))
  return { user, t, language }
}

/** The 403 an unconfirmed member gets when acting on others, with where to get the link again. */
export function activationRequiredError(t: TFunction) {
  return new ApiError(403, 'activation_required', t('activation.required'), undefined, { resend_url: ACTIVATION_RESEND_PATH })
}

/** Turns the policy's refusal into the API's 403; anything else is thrown on. */
export function rethrowActivationRequired(error: unknown, t: TFunction): never {
  if (error instanceof ActivationRequiredError) throw activationRequiredError(t)
  throw error
}
