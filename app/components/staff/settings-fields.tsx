// Form fields of the site settings pages (docs/staff.md, "Site settings"): conform's field
// metadata, labels and errors from staff.json; plain inputs, so every form works without
// JavaScript.
import { getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { ErrorList } from '../forms/field.tsx'

// Any field of any form: the values are strings in the browser, whatever the schema makes of them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Meta = FieldMetadata<unknown, any, string[]>

export function SelectField({
  meta,
  label,
  options,
  className = 'mb-3',
}: {
  meta: Meta
  label: string
  options: { value: string; label: string }[]
  className?: string
}) {
  const invalid = Boolean(meta.errors?.length)
  const { key, ...props } = getSelectProps(meta as FieldMetadata<string>)
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="form-label">
        {label}
      </label>
      <select key={key} {...props} className={`form-select${invalid ? ' is-invalid' : ''}`}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorList id={meta.errorId} errors={meta.errors} ns="staff" />
    </div>
  )
}

export function CheckField({ meta, label, help }: { meta: Meta; label: string; help?: string }) {
  const { key, ...props } = getInputProps(meta as FieldMetadata<boolean>, { type: 'checkbox' })
  return (
    <div className="form-check mb-2">
      <input key={key} {...props} className="form-check-input" />
      <label htmlFor={meta.id} className="form-check-label">
        {label}
      </label>
      {help ? <div className="form-text mt-0">{help}</div> : null}
    </div>
  )
}

/** A text or number input; `numeric` brings the digits keyboard on phones. */
export function InputField({
  meta,
  label,
  help,
  numeric,
  type = 'text',
  className = 'mb-3',
}: {
  meta: Meta
  label: string
  help?: string
  numeric?: boolean
  type?: 'text' | 'email'
  className?: string
}) {
  const invalid = Boolean(meta.errors?.length)
  const { key, ...props } = getInputProps(meta as FieldMetadata<string>, {
    type,
    ariaDescribedBy: help ? `${meta.id}-help` : undefined,
  })
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="form-label">
        {label}
      </label>
      <input
        key={key}
        {...props}
        inputMode={numeric ? 'decimal' : undefined}
        autoComplete="off"
        className={`form-control${invalid ? ' is-invalid' : ''}`}
      />
      {help ? (
        <div id={`${meta.id}-help`} className="form-text">
          {help}
        </div>
      ) : null}
      <ErrorList id={meta.errorId} errors={meta.errors} ns="staff" />
    </div>
  )
}

/** The form's own errors (a refused change), translated. */
export function FormErrors({ errors }: { errors?: string[] | null }) {
  const { t } = useTranslation('staff')
  if (!errors?.length) return null
  return (
    <div className="alert alert-danger" role="alert">
      {errors.map((e) => (
        <div key={e}>{t(e)}</div>
      ))}
    </div>
  )
}
