// /signup (SPEC §2, §4): step "message", then "personal info" which creates the account;
// location, about me and the e-mail confirmation follow on /complete-signup. Works without
// JavaScript (each step posts to the server); with it, the draft survives a reload.
import { parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from '../i18n/use-translation.ts'
import { data, Form, redirect, useActionData, useNavigation } from 'react-router'
import type { Route } from './+types/signup'
import { localeContext, siteContext, clientIp } from '../context.ts'
import { SignupFlow, type SignupLoaderData } from '../components/signup/signup-flow.tsx'
import { signupSchema } from '../../shared/accounts/schemas.ts'
import { signUp } from '../../server/accounts/signup.ts'
import { signupGate } from '../../server/accounts/signup-page.ts'
import { createSession } from '../../server/accounts/sessions.ts'
import { siteOrigin } from '../../server/sites/site-url.ts'
import { readForm } from '../../server/http/read-body.ts'
import { sessionUser } from '../session.server.ts'

export async function loader({ request, context }: Route.LoaderArgs): Promise<SignupLoaderData> {
  if (await sessionUser({ request, context })) throw redirect('/complete-signup')
  const gate = await signupGate(context.get(siteContext), request)
  return { allowed: gate.allowed, mode: gate.mode, invite: gate.invite, minAge: gate.minAge }
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext)
  const formData = await readForm(request)
  if (formData.get('intent') === 'message') {
    const message = String(formData.get('signup_message') ?? '').slice(0, 500)
    return data({ step: 'personal' as const, message, result: undefined, error: null as string | null })
  }
  const schema = signupSchema(site.minAge)
  const submission = parseWithZod(formData, { schema })
  if (submission.status !== 'success') {
    return data(
      {
        step: 'personal' as const,
        message: String(formData.get('signup_message') ?? ''),
        result: submission.reply({ hideFields: ['password'] }),
        error: null,
      },
      { status: 400 },
    )
  }
  const gate = await signupGate(site, request)
  const result = await signUp({
    site,
    data: { ...submission.value, language: context.get(localeContext), country: gate.country },
    tracking: gate.tracking,
    source: gate.source,
    ip: clientIp(context),
    baseUrl: siteOrigin(context.get(siteContext)),
  })
  if (!result.ok) {
    const error =
      result.error === 'email_exists'
        ? 'errors.emailExists'
        : result.error === 'email_pending_deletion'
          ? 'errors.emailPendingDeletion'
          : result.error === 'closed'
            ? 'signup.inviteOnly'
            : 'errors.tooManySignups'
    return data(
      {
        step: 'personal' as const,
        message: submission.value.signup_message ?? '',
        result: submission.reply({ hideFields: ['password'] }),
        error,
      },
      { status: result.error === 'rate_limited' ? 429 : 422 },
    )
  }
  throw redirect('/complete-signup', {
    headers: { 'Set-Cookie': await createSession(result.userId, request, clientIp(context)) },
  })
}

export default function Signup({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('accounts')
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  return (
    <main id="main" className="container py-4" style={{ maxWidth: 560 }}>
      <title>{t('signup.title')}</title>
      <SignupFlow
        loaderData={loaderData}
        actionData={actionData}
        FormComponent={Form}
        submitting={navigation.state === 'submitting'}
      />
    </main>
  )
}
