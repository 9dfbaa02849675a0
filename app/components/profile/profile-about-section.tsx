// The "About you" card of the /profile form (SPEC §2 profile, §3 Profile): name, date of birth,
// the profile choices and the about-me text, each field the site hides from other members
// marked "not shown on this site".
import type { useForm } from '@conform-to/react'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { ProfileFieldName, ProfileFormValues } from '../../../server/members/profile-edit.ts'
import { Field } from '../forms/field.tsx'
import { detailValueLabel } from '../members/profile-labels.ts'
import { AboutMeField, ChoiceField, NotShownNote } from './profile-fields.tsx'
import { profileChoices as choices } from '../../../shared/members/profile-options.ts'

export type ProfileFormFields = ReturnType<typeof useForm<ProfileFormValues>>[1]

export function ProfileAboutSection({
  fields,
  hidden,
  minAge,
  aboutMeMax,
}: {
  fields: ProfileFormFields
  /** The fields the site does not show to other members. */
  hidden: ReadonlySet<ProfileFieldName>
  minAge: number
  aboutMeMax: number
}) {
  const { t } = useTranslation('profile')
  const options = (field: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: detailValueLabel(t, field, value) }))
  const rather = t('ratherNotSay')
  return (
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
              errorValues={{ min_age: minAge }}
              help={
                <>
                  {t('accounts:signup.personal.dateOfBirthHint', { min_age: minAge })}
                  {hidden.has('age') ? <NotShownNote id="date-of-birth-not-shown" /> : null}
                </>
              }
            />
          </div>
          <ChoiceField
            meta={fields.gender}
            label={t('accounts:fields.gender')}
            options={choices.gender.map((g) => ({ value: g, label: t(`accounts:options.gender.${g}`) }))}
            hidden={hidden.has('gender')}
          />
          <ChoiceField
            meta={fields.sexuality}
            label={t('fields.sexuality')}
            options={options('sexuality', choices.sexuality)}
            hidden={hidden.has('sexuality')}
          />
          <ChoiceField
            meta={fields.signup_reason}
            label={t('fields.signupReason')}
            options={options('signup_reason', choices.signup_reason)}
            emptyLabel={rather}
            hidden={hidden.has('signup_reason')}
          />
          <ChoiceField
            meta={fields.relationship_status}
            label={t('fields.relationshipStatus')}
            options={options('relationship_status', choices.relationship_status)}
            emptyLabel={rather}
            hidden={hidden.has('relationship_status')}
          />
          <ChoiceField
            meta={fields.body_type}
            label={t('fields.bodyType')}
            options={options('body_type', choices.body_type)}
            emptyLabel={rather}
            hidden={hidden.has('body_type')}
          />
          <ChoiceField
            meta={fields.hair_color}
            label={t('fields.hairColor')}
            options={options('hair_color', choices.hair_color)}
            emptyLabel={rather}
            hidden={hidden.has('hair_color')}
          />
          <ChoiceField
            meta={fields.eye_color}
            label={t('fields.eyeColor')}
            options={options('eye_color', choices.eye_color)}
            emptyLabel={rather}
            hidden={hidden.has('eye_color')}
          />
          <ChoiceField
            meta={fields.tattoos}
            label={t('fields.tattoos')}
            options={options('tattoos', choices.tattoos)}
            emptyLabel={rather}
            hidden={hidden.has('tattoos')}
          />
          <AboutMeField meta={fields.about_me} label={t('fields.aboutMe')} max={aboutMeMax} hidden={hidden.has('about_me')} />
        </div>
      </div>
    </section>
  )
}
