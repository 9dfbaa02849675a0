// A dropdown built on <details>: opens without JavaScript, closes on outside click and Escape with it.
import { useEffect, useRef, type ReactNode } from 'react'
import { useLocation } from 'react-router'

export function Menu({
  label,
  summary,
  align = 'end',
  className = '',
  children,
}: {
  label: string
  summary: ReactNode
  align?: 'start' | 'end'
  className?: string
  children: ReactNode
}) {
  const ref = useRef<HTMLDetailsElement>(null)
  const { pathname, search } = useLocation()
  useEffect(() => {
    if (ref.current) ref.current.open = false
  }, [pathname, search])
  useEffect(() => {
    const close = (event: Event) => {
      const details = ref.current
      if (!details?.open) return
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return
        details.open = false
        details.querySelector('summary')?.focus()
        return
      }
      if (!details.contains(event.target as Node)) details.open = false
    }
    document.addEventListener('click', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('click', close)
      document.removeEventListener('keydown', close)
    }
  }, [])
  return (
    <details ref={ref} className={`menu dropdown ${className}`}>
      <summary className="btn btn-sm btn-outline-light d-inline-flex align-items-center gap-1" aria-label={label}>
        {summary}
      </summary>
      <div className={`dropdown-menu show menu-panel menu-${align}`}>{children}</div>
    </details>
  )
}
