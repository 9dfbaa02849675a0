// Links to this site's pages where a page has many of them (member cards, the footer, the result
// pages). React Router's <Link> resolves its path and sets up its click handler in every instance,
// on the server for every render and in the browser for every hydration: on /members its 40-odd
// links took 0.45 ms of each page's server time (docs/performance.md). An AppLink is a plain <a>
// that one listener on the document follows as <Link> would: a plain left click without a target
// becomes a client-side navigation; anything else (a new tab, a modified click, another origin)
// stays the browser's. Before hydration, and without JavaScript, it is an ordinary link.
import { useEffect, type AnchorHTMLAttributes } from 'react'
import { useNavigate } from 'react-router'

/** The attribute that marks an AppLink (written out in AppLink below). */
const ATTRIBUTE = 'data-app-link'

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of this site, from its root (`/members/12`). */
  to: string
}

/**
 * A link to a page of this site, followed without reloading once the page has hydrated.
 * `data-discover` lets React Router learn the route ahead of the click, as it does for <Link>.
 */
export function AppLink({ to, ...props }: AppLinkProps) {
  return <a {...props} href={to} data-discover="true" data-app-link="" />
}

/** Whether a click on an AppLink is React Router's to follow (as <Link> decides it). */
export function followsInApp(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'defaultPrevented'>,
  anchor: HTMLAnchorElement,
  origin: string,
): boolean {
  if (event.defaultPrevented || event.button !== 0) return false
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return false
  const target = anchor.getAttribute('target')
  if ((target && target !== '_self') || anchor.hasAttribute('download')) return false
  return new URL(anchor.href, origin).origin === origin
}

/**
 * Follows clicks on AppLinks for the whole page (the root installs it once). The listener runs
 * after React's own (React listens on the document too, and was there first), so a handler that
 * calls preventDefault keeps the browser's behaviour as it would with <Link>.
 */
export function useFollowAppLinks() {
  const navigate = useNavigate()
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`a[${ATTRIBUTE}]`) : null
      if (!anchor || !followsInApp(event, anchor, window.location.origin)) return
      event.preventDefault()
      const url = new URL(anchor.href)
      const to = url.pathname + url.search + url.hash
      const here = window.location.pathname + window.location.search + window.location.hash
      // The page itself again replaces the entry, as <Link> does.
      void navigate(to, { replace: to === here })
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [navigate])
}
