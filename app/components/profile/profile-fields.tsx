// The pieces of the /profile form: a select for one profile choice, the about-me text, the
// interests grid, and the "not shown on this site" note for fields the site hides from others.
import { getCollectionProps, getSelectProps, getTextareaProps, type FieldMetadata } from '@conform-to/react'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { InterestOption } from '../../../server/members/profile-edit.ts'
import { ErrorList } from '../forms/field.tsx'
import { ProfileInterestIcon } from './interest-icon.tsx'
import { interestLabel } from '../members/profile-labels.ts'

/** Tells the member that other members do not see this field on this site. */
export function NotShownNote({ id }: { id: string }) {
  const { t } = useTranslation('profile')
  return (
    <span id={id} className="badge rounded-pill text-bg-light border fw-normal ms-2 align-text-bottom" data-testid="not-shown">
      {t('notShown')}
    </span>
  )
}

export function ChoiceField({
  meta,
  label,
  options,
  emptyLabel,
  hidden = false,
  className = 'col-sm-6 mb-3',
}: {
  meta: FieldMetadata<string | undefined>
  label: string
  options: { value: string; label: string }[]
  /** Offers an empty choice ("rather not say") with this text. */
  emptyLabel?: string
  /** The site does not show this field to other members. */
  hidden?: boolean
  className?: string
}) {
  const noteId = `${meta.id}-not-shown`
  const invalid = Boolean(meta.errors?.length)
  const { key, ...props } = getSelectProps(meta, { ariaDescribedBy: hidden ? noteId : undefined })
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="form-label">
        {label}
      </label>
      {hidden ? <NotShownNote id={noteId} /> : null}
      <select key={key} {...props} className={`form-select${invalid ? ' is-invalid' : ''}`}>
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  )
}

export function AboutMeField({
  meta,
  label,
  max,
  hidden = false,
}: {
  meta: FieldMetadata<string | undefined>
  label: string
  max: number
  hidden?: boolean
}) {
  const { t } = useTranslation('profile')
  const noteId = `${meta.id}-not-shown`
  const helpId = `${meta.id}-help`
  const invalid = Boolean(meta.errors?.length)
  const { key, ...props } = getTextareaProps(meta, {
    ariaDescribedBy: [helpId, hidden ? noteId : null].filter(Boolean).join(' '),
  })
  return (
    <div className="col-12 mb-2">
      <label htmlFor={meta.id} className="form-label">
        {label}
      </label>
      {hidden ? <NotShownNote id={noteId} /> : null}
      <textarea
        key={key}
        {...props}
        className={`form-control${invalid ? ' is-invalid' : ''}`}
        rows={6}
        maxLength={max}
        placeholder={t('aboutMePlaceholder')}
      />
      <div id={helpId} className="form-text">
        {t('aboutMeHelp', { max })}
      </div>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  )
}

/** The fixed interests as a grid of checkboxes with icons, in one fieldset (SPEC §3 Interests). */
export function InterestPicker({
  meta,
  interests,
  max,
  hidden = false,
}: {
  meta: FieldMetadata<string[] | undefined>
  interests: InterestOption[]
  max: number
  hidden?: boolean
}) {
  const { t } = useTranslation('profile')
  const helpId = `${meta.id}-help`
  const noteId = `${meta.id}-not-shown`
  const bySlug = new Map(interests.map((i) => [String(i.id), i.slug]))
  const boxes = getCollectionProps(meta, { type: 'checkbox', options: interests.map((i) => String(i.id)) })
  const describedBy = [helpId, hidden ? noteId : null, meta.errors?.length ? meta.errorId : null].filter(Boolean).join(' ')
  return (
    <fieldset aria-describedby={describedBy} data-testid="interests">
      <legend className="mb-1 fs-6">
        <h2 className="h5 mb-0 d-inline">{t('sections.interests')}</h2>
        {hidden ? <NotShownNote id={noteId} /> : null}
      </legend>
      <p id={helpId} className="form-text mt-0 mb-3">
        {t('interestsHelp', { max })}
      </p>
      <ul className="list-unstyled row row-cols-2 row-cols-md-3 row-cols-lg-4 g-2 mb-0">
        {boxes.map(({ key, ...box }) => {
          const slug = bySlug.get(box.value) ?? ''
          return (
            <li key={key ?? box.value} className="col">
              <div className="d-flex align-items-center gap-2 border rounded-3 h-100 px-2 py-1">
                {/* The fieldset describes the group; each box needs only its own label. */}
                <input
                  {...box}
                  aria-describedby={undefined}
                  aria-invalid={undefined}
                  className="form-check-input m-0 flex-shrink-0"
                />
                <label
                  htmlFor={box.id}
                  className="form-check-label d-flex align-items-center gap-2 flex-grow-1 py-1 small"
                  style={{ minWidth: 0 }}
                >
                  <span className="text-primary d-inline-flex flex-shrink-0">
                    <ProfileInterestIcon slug={slug} size={22} />
                  </span>
                  {/* Long single words (Sadomasochism, Selbstbefriedigung) wrap inside a phone-width tile. */}
                  <span className="text-break" style={{ hyphens: 'auto' }}>
                    {interestLabel(t, slug)}
                  </span>
                </label>
              </div>
            </li>
          )
        })}
      </ul>
      <ErrorList id={meta.errorId} errors={meta.errors} values={{ max }} />
    </fieldset>
  )
}
