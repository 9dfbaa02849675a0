// Line icons for the interests the icons lander shows (no emoji, no icon font: inline SVG).
import type { ReactNode } from 'react'
import type { LanderInterestSlug } from '../../../shared/members/interests.ts'

const icons: Record<LanderInterestSlug, ReactNode> = {
  travelling: <path d="M10.5 3.5a1.5 1.5 0 0 1 3 0V9l8 5v2l-8-2.5V18l2 1.5V21l-3.5-1-3.5 1v-1.5l2-1.5v-4.5L2.5 16v-2l8-5z" />,
  music: (
    <>
      <path d="M9 18V5l12-2v13" />
      <circle cx="6" cy="18" r="3" />
      <circle cx="18" cy="16" r="3" />
    </>
  ),
  movies: (
    <>
      <rect x="2.5" y="8" width="19" height="13" rx="2" />
      <path d="M2.5 8 5 3.5h4L6.5 8M9.5 8 12 3.5h4L13.5 8M16.5 8 19 3.5h2.5V8" />
    </>
  ),
  dancing: (
    <>
      <circle cx="12" cy="14" r="7" />
      <path d="M12 2v5M5 14h14M12 7c-3 2-3 12 0 14M12 7c3 2 3 12 0 14" />
    </>
  ),
  cooking: (
    <>
      <path d="M6.5 17h11v4h-11z" />
      <path d="M6.5 17C4 16.5 2.5 14.5 2.5 12a4 4 0 0 1 4.9-3.9A5 5 0 0 1 12 4a5 5 0 0 1 4.6 4.1A4 4 0 0 1 21.5 12c0 2.5-1.5 4.5-4 5" />
    </>
  ),
  wine: <path d="M7 2.5h10V6a5 5 0 0 1-10 0zM12 11v10M8 21h8" />,
  coffee: (
    <>
      <path d="M4 9h13v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5z" />
      <path d="M17 10h1.5a2.5 2.5 0 0 1 0 5H17M8 2.5v3.5M12.5 2.5v3.5" />
    </>
  ),
  beach: (
    <>
      <circle cx="12" cy="9" r="4" />
      <path d="M12 1.5v2M5.6 3.6 7 5M18.4 3.6 17 5M3 9h2M19 9h2" />
      <path d="M2 17c1.7 0 1.7-1.5 3.3-1.5S7 17 8.7 17s1.7-1.5 3.3-1.5 1.7 1.5 3.3 1.5 1.7-1.5 3.3-1.5S20.3 17 22 17M2 21c1.7 0 1.7-1.5 3.3-1.5S7 21 8.7 21s1.7-1.5 3.3-1.5 1.7 1.5 3.3 1.5 1.7-1.5 3.3-1.5S20.3 21 22 21" />
    </>
  ),
  hiking: <path d="m2 20 7-12 4 6.5 3-4.5 6 10zM7 11.5l2 1.2 2-1.2" />,
  gym: <path d="M6.5 6v12M17.5 6v12M3.5 9v6M20.5 9v6M6.5 12h11" />,
  photography: (
    <>
      <path d="M3 8.5a2 2 0 0 1 2-2h2.5L9 4.5h6l1.5 2H19a2 2 0 0 1 2 2V18a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
      <circle cx="12" cy="13" r="3.8" />
    </>
  ),
  reading: (
    <>
      <path d="M2 5h6a4 4 0 0 1 4 4v12a3 3 0 0 0-3-3H2z" />
      <path d="M22 5h-6a4 4 0 0 0-4 4v12a3 3 0 0 1 3-3h7z" />
    </>
  ),
  animals: (
    <>
      <circle cx="5.5" cy="10" r="2" />
      <circle cx="9.5" cy="5.5" r="2" />
      <circle cx="14.5" cy="5.5" r="2" />
      <circle cx="18.5" cy="10" r="2" />
      <path d="M12 11c-3 0-6 4.5-6 7a2.5 2.5 0 0 0 3.5 2.3c1.5-.6 3.5-.6 5 0A2.5 2.5 0 0 0 18 18c0-2.5-3-7-6-7z" />
    </>
  ),
  party: (
    <>
      <path d="M12 2a6 6 0 0 0-6 6c0 4 3.5 7.5 6 8 2.5-.5 6-4 6-8a6 6 0 0 0-6-6z" />
      <path d="m11 16-1 2h4l-1-2M12 18c0 2-2 2-2 4" />
    </>
  ),
  kissing: (
    <>
      <path d="M2 11c2.5-3 5-5 7-5 1.2 0 2.2.7 3 1.5.8-.8 1.8-1.5 3-1.5 2 0 4.5 2 7 5-2.5 4-6 7-10 7s-7.5-3-10-7z" />
      <path d="M2 11c4 1 7 1.5 10 1.5s6-.5 10-1.5" />
    </>
  ),
  hugging: (
    <path d="M12 20s-7-4.3-9-8.6C1.7 8.6 3.3 5 6.6 5c2 0 3.3 1.2 4 2.4h2.8C14.1 6.2 15.4 5 17.4 5c3.3 0 4.9 3.6 3.6 6.4C19 15.7 12 20 12 20z" />
  ),
}

export function InterestIcon({ slug, size = 32 }: { slug: LanderInterestSlug; size?: number }) {
  return (
    <svg
      className="interest-icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {icons[slug]}
    </svg>
  )
}
