// /complete-signup: the signup steps after the account exists — photo, location, about me, push
// opt-in and the e-mail confirmation (SPEC §2). A half-done profile comes back here.
import { parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from '../i18n/use-translation.ts'
import { data, redirect, useActionData } from 'react-router'
import type { Route } from './+types/complete-signup'
import { siteContext } from '../context.ts'
import {
  aboutSchema,
  finishOptionalStep,
  locationSchema,
  nextSignupStep,
  regionsFor,
  saveAboutMe,
  saveLocation,
} from '../../server/accounts/complete-signup.ts'
import { SIGNUP_STEP_NUMBERS } from '../../shared/accounts/signup-steps.ts'
import { SignupProgress } from '../components/signup/signup-progress.tsx'
import { MAX_UPLOAD_BYTES } from '../../server/photos/process-image.ts'
import { PhotoStep, PushStep } from '../components/signup/optional-steps.tsx'
import { AboutStep, ConfirmStep, LocationStep } from '../components/signup/required-steps.tsx'
import { resendActivation } from '../../server/accounts/activation.ts'
import { siteOrigin } from '../../server/sites/site-url.ts'
import { readForm } from '../../server/http/read-body.ts'
import { requireMember } from '../session.server.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireMember({ request, context })
  const site = context.get(siteContext)
  const step = await nextSignupStep(user.id, { push: Boolean(site.pushPublicKey) })
  if (!step) throw redirect('/signup-matches')
  return {
    step,
    email: user.email,
    country: user.profile?.country ?? site.countries[0]!,
    countries: step === 'location' ? await regionsFor(site.countries) : [],
    photoError: step === 'photo' ? new URL(request.url).searchParams.get('photo_error') : null,
    maxUploadBytes: MAX_UPLOAD_BYTES,
    push: step === 'push' ? { publicKey: site.pushPublicKey, siteName: site.name } : null,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireMember({ request })
  const formData = await readForm(request)
  const intent = formData.get('intent')
  if (intent === 'location') {
    const submission = parseWithZod(formData, { schema: locationSchema })
    if (submission.status !== 'success') return data({ result: submission.reply(), notice: null }, { status: 400 })
    const saved = await saveLocation(user.id, context.get(siteContext).countries, submission.value)
    if (!saved.ok)
      return data({ result: submission.reply({ fieldErrors: { [saved.field]: [saved.error] } }), notice: null }, { status: 422 })
    throw redirect('/complete-signup')
  }
  if (intent === 'about' || intent === 'skip-about') {
    const submission = parseWithZod(formData, { schema: aboutSchema })
    if (submission.status !== 'success') return data({ result: submission.reply(), notice: null }, { status: 400 })
    await saveAboutMe(user.id, intent === 'skip-about' ? '' : submission.value.about_me)
    throw redirect('/complete-signup')
  }
  if (intent === 'skip-photo' || intent === 'skip-push' || intent === 'push-done') {
    await finishOptionalStep(user.id, intent === 'skip-photo' ? 'photo' : 'push')
    throw redirect('/complete-signup')
  }
  if (intent === 'resend') {
    const sent = await resendActivation(user.id, siteOrigin(context.get(siteContext)))
    return data(
      { result: undefined, notice: sent.ok ? 'signup.confirm.resent' : 'errors.tooManyResends' },
      { status: sent.ok ? 200 : 429 },
    )
  }
  return data({ result: undefined, notice: null }, { status: 400 })
}

export default function CompleteSignup({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('accounts')
  const actionData = useActionData<typeof action>()
  const n = SIGNUP_STEP_NUMBERS[loaderData.step]
  return (
    <main id="main" className="container py-4" style={{ maxWidth: 560 }}>
      <title>{t('signup.title')}</title>
      <SignupProgress step={n} />
      {loaderData.step === 'photo' ? (
        <PhotoStep errorCode={loaderData.photoError} maxUploadBytes={loaderData.maxUploadBytes} />
      ) : null}
      {loaderData.step === 'push' && loaderData.push ? (
        <PushStep publicKey={loaderData.push.publicKey} siteName={loaderData.push.siteName} />
      ) : null}
      {loaderData.step === 'location' ? (
        <LocationStep country={loaderData.country} countries={loaderData.countries} result={actionData?.result} />
      ) : null}
      {loaderData.step === 'about' ? <AboutStep result={actionData?.result} /> : null}
      {loaderData.step === 'confirm' ? <ConfirmStep email={loaderData.email} notice={actionData?.notice} /> : null}
    </main>
  )
}
