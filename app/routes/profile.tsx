// /profile: the member edits their own profile (SPEC §2 "profile", §3 Profile and Interests,
// §5): photos, about you, where you live, interests. One form, validated on the server only
// (ADR 006); it works without JavaScript. The photos have their own forms (/api/photos.php).
import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { data, Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/profile'
import { localeContext, siteContext } from '../context.ts'
import { Field, FormAlert } from '../components/forms/field.tsx'
import { LocationFields } from '../components/location/location-fields.tsx'
import { PhotoManager } from '../components/photos/photo-manager.tsx'
import { AboutMeField, ChoiceField, InterestPicker, NotShownNote } from '../components/profile/profile-fields.tsx'
import { requireUser } from '../../server/accounts/sessions.ts'
import { getPhotoManagerData } from '../../server/photos/photos.ts'
import {
  getProfileForEdit,
  profileSchema,
  updateProfile,
  type ProfileFieldName,
  type ProfileFormValues,
} from '../../server/members/profile-edit.ts'
import {
  bodyTypes,
  eyeColors,
  genders,
  hairColors,
  relationshipStatuses,
  sexualities,
  signupReasons,
  tattooOptions,
} from '../../server/members/profile-options.ts'
import { detailValueLabel } from '../components/members/profile-labels.ts'
import { readForm } from '../../server/http/read-body.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const site = context.get(siteContext)
  const [profile, photos] = await Promise.all([
    getProfileForEdit(user.id, site, context.get(localeContext)),
    getPhotoManagerData(user.id),
  ])
  return { profile, photos }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request)
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
  const { t, i18n } = useTranslation('profile')
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
  const options = (field: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: detailValueLabel(t, field, value) }))
  const rather = t('ratherNotSay')
  // The submitted place when the form came back with errors, else the stored one.
  const submitted = (name: 'country' | 'region' | 'city') => {
    const value = actionData?.result.initialValue?.[name]
    return typeof value === 'string' ? value : undefined
  }
  const hiddenPlace = (['country', 'region', 'city'] as const).filter((f) => hidden.has(f))

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

        <section className="card mb-4" aria-labelledby="about-heading">
          <div className="card-body">
            <h2 id="about-heading" className="h5 mb-3">
              {t('sections.about')}
            </h2>
            <div className="row gx-3">
              <div className="col-sm-6">
                <Field
                  meta={fields.name}
                  label={t('accounts:fields.name')}
                  autoComplete="nickname"
                  help={t('accounts:signup.personal.nameHelp')}
                  inputProps={{ maxLength: 30 }}
                />
              </div>
              <div className="col-sm-6">
                <Field
                  meta={fields.date_of_birth}
                  label={t('accounts:fields.dateOfBirth')}
                  type="date"
                  autoComplete="bday"
                  errorValues={{ min_age: profile.minAge }}
                  help={
                    <>
                      {t('accounts:signup.personal.dateOfBirthHint', { min_age: profile.minAge })}
                      {hidden.has('age') ? <NotShownNote id="date-of-birth-not-shown" /> : null}
                    </>
                  }
                />
              </div>
              <ChoiceField
                meta={fields.gender}
                label={t('accounts:fields.gender')}
                options={genders.map((g) => ({ value: g, label: t(`accounts:options.gender.${g}`) }))}
                hidden={hidden.has('gender')}
              />
              <ChoiceField
                meta={fields.sexuality}
                label={t('fields.sexuality')}
                options={options('sexuality', sexualities)}
                hidden={hidden.has('sexuality')}
              />
              <ChoiceField
                meta={fields.signup_reason}
                label={t('fields.signupReason')}
                options={options('signup_reason', signupReasons)}
                emptyLabel={rather}
                hidden={hidden.has('signup_reason')}
              />
              <ChoiceField
                meta={fields.relationship_status}
                label={t('fields.relationshipStatus')}
                options={options('relationship_status', relationshipStatuses)}
                emptyLabel={rather}
                hidden={hidden.has('relationship_status')}
              />
              <ChoiceField
                meta={fields.body_type}
                label={t('fields.bodyType')}
                options={options('body_type', bodyTypes)}
                emptyLabel={rather}
                hidden={hidden.has('body_type')}
              />
              <ChoiceField
                meta={fields.hair_color}
                label={t('fields.hairColor')}
                options={options('hair_color', hairColors)}
                emptyLabel={rather}
                hidden={hidden.has('hair_color')}
              />
              <ChoiceField
                meta={fields.eye_color}
                label={t('fields.eyeColor')}
                options={options('eye_color', eyeColors)}
                emptyLabel={rather}
                hidden={hidden.has('eye_color')}
              />
              <ChoiceField
                meta={fields.tattoos}
                label={t('fields.tattoos')}
                options={options('tattoos', tattooOptions)}
                emptyLabel={rather}
                hidden={hidden.has('tattoos')}
              />
              <AboutMeField
                meta={fields.about_me}
                label={t('fields.aboutMe')}
                max={profile.limits.aboutMe}
                hidden={hidden.has('about_me')}
              />
            </div>
          </div>
        </section>

        <section className="card mb-4" aria-labelledby="location-heading">
          <div className="card-body">
            <h2 id="location-heading" className="h5">
              {t('sections.location')}
            </h2>
            <p className="text-muted small">{t('locationLead')}</p>
            {hiddenPlace.length ? (
              <p className="small" data-testid="not-shown">
                {t('notShownPlace', {
                  fields: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
                    hiddenPlace.map((f) => t(`placeParts.${f}`)),
                  ),
                })}
              </p>
            ) : null}
            <LocationFields
              data={profile.location}
              defaultValue={{
                country: submitted('country') ?? profile.values.country,
                region: submitted('region') ?? profile.values.region,
                city: submitted('city') ?? profile.values.city,
              }}
              errors={{ country: fields.country.errors, region: fields.region.errors, city: fields.city.errors }}
            />
          </div>
        </section>

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
