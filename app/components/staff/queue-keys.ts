// Keyboard shortcuts of the moderator queues (docs/staff.md): a key clicks a button or link, or
// focuses a field, found by its id. Only an enhancement: every action is an ordinary form or link
// without JavaScript. Keys typed into a field, or with a modifier, are left alone.
import { useEffect } from 'react'

export function useQueueKeys(keys: Record<string, string>) {
  const map = JSON.stringify(keys)
  useEffect(() => {
    const targets = JSON.parse(map) as Record<string, string>
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return
      const from = event.target as HTMLElement | null
      if (from?.closest('input, textarea, select, [contenteditable="true"]')) return
      const id = targets[event.key.toLowerCase()]
      const element = id ? document.getElementById(id) : null
      if (!element) return
      event.preventDefault()
      if (element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement) element.focus()
      else element.click()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [map])
}
