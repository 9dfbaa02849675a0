import { useLayoutEffect, useRef } from 'react'

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * Keeps what a member typed or chose before the page hydrated, for a field whose value lives in
 * React state (a controlled field).
 *
 * The server-rendered field works at once, but the page's JavaScript comes later. React hydrates a
 * field without touching what the browser shows, yet its state still holds the server's value:
 * the next render writes that back over the member's text, and handlers that read the state (the
 * chat's send) see an empty field. On mount this hands the field's current value to `adopt` when
 * it differs, before anything else renders. Fields created after hydration start equal to the
 * state, so for them it does nothing; later typing reaches the state through events as usual.
 */
export function useEarlyInput<E extends Field>(value: string, adopt: (value: string) => void) {
  const ref = useRef<E>(null)
  const first = useRef({ value, adopt })
  useLayoutEffect(() => {
    const field = ref.current
    const { value: rendered, adopt: take } = first.current
    if (field && field.value !== rendered) take(field.value)
  }, [])
  return ref
}
