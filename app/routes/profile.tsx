// /profile: the member edits their own profile (SPEC §2 "profile", §3 Profile and Interests,
// §5): photos, about you, where you live, interests. One form, validated on the server only
// (ADR 006); it works without JavaScript. The photos have their own forms (/api/photos.php).
import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useRef } from 'react'
import { useTranslation } from '../i18n/use-translation.ts'
import { data, Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/profile'
import { localeContext, siteContext } from '../context.ts'
import { FormAlert } from '../components/forms/field.tsx'
import { PhotoManager } from '../components/photos/photo-manager.tsx'
import { ProfileAboutSection } from '../components/profile/profile-about-section.tsx'
import { InterestPicker } from '../components/profile/profile-fields.tsx'
import { ProfilePlaceSection } from '../components/profile/profile-place-section.tsx'
import { getPhotoManagerData } from '../../server/photos/photos.ts'
import {
  getProfileForEdit,
  profileSchema,
  updateProfile,
  type ProfileFieldName,
  type ProfileFormValues,
} from '../../server/members/profile-edit.ts'
import { readForm } from '../../server/http/read-body.ts'
import { requireMember } from '../session.server.ts'
import { notFound } from '../../server/http/not-found.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireMember({ request, context })
  const site = context.get(siteContext)
  const [profile, photos] = await Promise.all([
    getProfileForEdit(user.id, site, context.get(localeContext)),
    getPhotoManagerData(user.id),
  ])
  if (!profile) throw notFound()
  return { profile, photos }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireMember({ request })
  const site = context.get(siteContext)
  const submission = parseWithZod(await readForm(request), {
    schema: profileSchema({ minAge: site.minAge, email: user.email }),
  })
  if (submission.status !== 'success') return data({ result: submission.reply(), saved: false }, { status: 400 })
  const saved = await updateProfile(user.id, site, submission.value)
  if (!saved.ok) return data({ result: submission.reply({ fieldErrors: saved.fieldErrors }), saved: false }, { status: 400 })
  return data({ result: submission.reply(), saved: true })
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('profile')
  const { profile, photos } = loaderData
  const navigation = useNavigation()
  const saving = navigation.state === 'submitting' && navigation.formAction === '/profile'
  const [form, fields] = useForm<ProfileFormValues>({
    id: 'profile',
    lastResult: actionData?.result,
    defaultValue: profile.values,
    shouldRevalidate: 'onSubmit',
  })
  const noticeRef = useRef<HTMLDivElement>(null)
  const hasErrors = actionData !== undefined && !actionData.saved
  // After a save with JavaScript the page stays where the button is: bring the outcome into view.
  useEffect(() => {
    if (actionData) noticeRef.current?.focus()
  }, [actionData])

  const hidden = new Set<ProfileFieldName>(profile.hiddenFields)

  return (
    <main id="main" className="container py-4" style={{ maxWidth: 960 }}>
      <title>{t('title')}</title>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h1 className="h3 mb-0">{t('title')}</h1>
        <Link className="btn btn-outline-primary btn-sm" to={`/members/${profile.id}`}>
          {t('viewProfile')}
        </Link>
      </div>
      <p className="text-muted">{t('lead')}</p>

      <div ref={noticeRef} tabIndex={-1} aria-live="polite" className="profile-notice" style={{ outline: 'none' }}>
        {actionData?.saved ? (
          <div className="alert alert-success" role="status">
            {t('saved')}
          </div>
        ) : null}
        {hasErrors ? (
          <div className="alert alert-danger" role="alert">
            {t('checkFields')}
          </div>
        ) : null}
      </div>

      <div className="card mb-4">
        <div className="card-body">
          <PhotoManager {...photos} redirectTo="/profile" />
        </div>
      </div>

      <Form method="post" action="/profile" {...getFormProps(form)}>
        <FormAlert errors={form.errors} />

        <ProfileAboutSection fields={fields} hidden={hidden} minAge={profile.minAge} aboutMeMax={profile.limits.aboutMe} />

        <ProfilePlaceSection
          location={profile.location}
          fields={fields}
          hidden={hidden}
          stored={profile.values}
          submitted={actionData?.result.initialValue}
        />

        <section className="card mb-4">
          <div className="card-body">
            <InterestPicker
              meta={fields.interests}
              interests={profile.interests}
              max={profile.limits.interests}
              hidden={hidden.has('interests')}
            />
          </div>
        </section>

        <div className="d-grid d-sm-flex justify-content-sm-end gap-2 mb-4">
          <button type="submit" className="btn btn-primary btn-lg px-5" disabled={saving}>
            {saving ? t('saving') : t('save')}
          </button>
        </div>
      </Form>
    </main>
  )
}
