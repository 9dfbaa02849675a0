import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { useTranslation } from '../../i18n/use-translation.ts'

/** Shows translated error keys (from the zod schemas and the services) under a field. */
export function ErrorList({
  id,
  errors,
  values,
  ns = 'accounts',
}: {
  id?: string
  errors?: string[] | null
  values?: Record<string, unknown>
  /** The locale namespace of the error keys. */
  ns?: string
}) {
  const { t } = useTranslation(ns)
  if (!errors?.length) return null
  return (
    <div id={id} className="invalid-feedback d-block" role="alert">
      {errors.map((e) => (
        <div key={e}>{t(e, values)}</div>
      ))}
    </div>
  )
}

export function Field({
  meta,
  label,
  type = 'text',
  autoComplete,
  help,
  errorValues,
  inputProps,
  ns,
  className = 'mb-3',
}: {
  meta: FieldMetadata<string | undefined>
  label: string
  type?: 'text' | 'email' | 'password' | 'date' | 'tel'
  autoComplete?: string
  help?: React.ReactNode
  errorValues?: Record<string, unknown>
  inputProps?: React.InputHTMLAttributes<HTMLInputElement>
  /** The locale namespace of the error keys (default: accounts). */
  ns?: string
  /** The wrapper's classes (a grid column, say). */
  className?: string
}) {
  const invalid = Boolean(meta.errors?.length)
  const { key, ...props } = getInputProps(meta, { type, ariaDescribedBy: help ? `${meta.id}-help` : undefined })
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="form-label">
        {label}
      </label>
      <input
        key={key}
        {...props}
        {...inputProps}
        autoComplete={autoComplete}
        className={`form-control${invalid ? ' is-invalid' : ''}`}
      />
      {help && !(invalid && typeof help === 'string') ? (
        <div id={`${meta.id}-help`} className="form-text">
          {help}
        </div>
      ) : null}
      <ErrorList id={meta.errorId} errors={meta.errors} values={errorValues} ns={ns} />
    </div>
  )
}

export function FormAlert({ errors, values }: { errors?: string[] | null; values?: Record<string, unknown> }) {
  const { t } = useTranslation('accounts')
  if (!errors?.length) return null
  return (
    <div className="alert alert-danger" role="alert">
      {errors.map((e) => (
        <div key={e}>{t(e, values)}</div>
      ))}
    </div>
  )
}
