// A line icon for each of the 50 interests (SPEC §3 Interests): the icons lander's 16 and the
// rest drawn here in the same style (24×24, stroke only, inline SVG). Unknown slugs get a heart.
import type { ReactNode } from 'react'
import { InterestIcon as LanderInterestIcon } from '../landers/interest-icon.tsx'
import { landerInterestSlugs, type InterestSlug, type LanderInterestSlug } from '../../../shared/members/interests.ts'

/** The slugs app/components/landers/interest-icon.tsx draws. */
export const landerIconSlugs: ReadonlySet<string> = new Set<string>(landerInterestSlugs)

/** The drawings of every other interest. */
export const profileIcons: Readonly<Record<string, ReactNode>> = {
  adventure: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="m15.5 8.5-2 5-5 2 2-5z" />
    </>
  ),
  analsex: (
    <path d="M12 7C10 4.5 4.5 5 4.5 10.5c0 4.5 3.5 8.5 7.5 10 4-1.5 7.5-5.5 7.5-10C19.5 5 14 4.5 12 7zM12 7v8M12 7c.3-2 1.8-3.5 4-4" />
  ),
  art: (
    <>
      <path d="M12 3a9 9 0 1 0 0 18c1.4 0 2-1 1.5-2.2-.6-1.3.3-2.8 1.8-2.8H18a3 3 0 0 0 3-3c0-5.5-4-10-9-10z" />
      <circle cx="7.5" cy="11" r="1.2" />
      <circle cx="10.5" cy="7" r="1.2" />
      <circle cx="15.5" cy="7.5" r="1.2" />
    </>
  ),
  astrology: (
    <>
      <path d="M13 4a8 8 0 1 0 7 11.5A7 7 0 0 1 13 4z" />
      <path d="m18 2.5.8 1.7 1.7.8-1.7.8L18 7.5l-.8-1.7-1.7-.8 1.7-.8z" />
    </>
  ),
  bbq: (
    <path d="M3.5 10.5h17a8.5 8.5 0 0 1-17 0zM8 18l-2 3.5M16 18l2 3.5M12 19v2.5M9 2.5c-1 1.5 1 2.5 0 4.5M13 2.5c-1 1.5 1 2.5 0 4.5M17 2.5c-1 1.5 1 2.5 0 4.5" />
  ),
  beer: (
    <path d="M5 8h10v11a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2zM15 10.5h2.5a2 2 0 0 1 2 2v2.5a2 2 0 0 1-2 2H15M5 8a2.5 2.5 0 0 1 2.5-4.5A3 3 0 0 1 12.5 3 2.5 2.5 0 0 1 15 8M8.5 12v5.5M11.5 12v5.5" />
  ),
  biking: (
    <>
      <circle cx="5.5" cy="16.5" r="3.5" />
      <circle cx="18.5" cy="16.5" r="3.5" />
      <path d="M5.5 16.5 9 9h7l2.5 7.5M9 9l3 7.5L16 9M7.5 6h3.5M14.5 6h2.5L16 9" />
    </>
  ),
  bondage: (
    <path d="M10 14.5 7.5 17a3.5 3.5 0 0 1-5-5L5 9.5a3.5 3.5 0 0 1 5 0M14 9.5 16.5 7a3.5 3.5 0 0 1 5 5L19 14.5a3.5 3.5 0 0 1-5 0M9 15l6-6" />
  ),
  exchanging_pictures: (
    <>
      <rect x="2.5" y="3" width="10" height="8" rx="1.5" />
      <rect x="11.5" y="13" width="10" height="8" rx="1.5" />
      <path d="m2.5 9.5 3-3 3 3 1.5-1.5 2.5 2.5M11.5 19.5l3-3 3 3 1.5-1.5 2.5 2.5M16 4.5h3.5V8M19.5 4.5 15.5 8.5M8 19.5H4.5V16M4.5 19.5l4-4" />
    </>
  ),
  fashion: <path d="M12 8.5V8c0-1 2-1.6 2-3a2 2 0 0 0-4 0M12 8.5 2.8 15.3A1.2 1.2 0 0 0 3.5 17.5h17a1.2 1.2 0 0 0 .7-2.2z" />,
  foodie: <path d="M5.5 3v6a3 3 0 0 0 6 0V3M8.5 3v18M18.5 21V3c-2.5 1.5-3.5 4-3.5 8.5h3.5" />,
  gardening: (
    <path d="M12 20.5V11M12 11c0-4-3-6.5-8-6.5 0 4.5 3 6.5 8 6.5zM12 13.5c0-4 2.5-6.5 8-6.5 0 4.5-3 6.5-8 6.5zM6.5 20.5h11" />
  ),
  lingerie: (
    <path d="M3 5.5V11c0 2.8 2 5 4.5 5S12 14 12 12c0 2 2 4 4.5 4S21 13.8 21 11V5.5M3 11c2.5-3 5.5-3.5 9 1 3.5-4.5 6.5-4 9-1M7 5.5l.5 4M17 5.5l-.5 4" />
  ),
  massages: (
    <path d="M12 20c-4.5 0-8-2.5-9-6 3 0 6 1 9 6 3-5 6-6 9-6-1 3.5-4.5 6-9 6zM12 20c-2-2-3-4.5-3-7.5S10.3 7 12 5c1.7 2 3 4.5 3 7.5s-1 5.5-3 7.5z" />
  ),
  masturbating: (
    <path d="M8 3.5S4 8.2 4 11a4 4 0 0 0 8 0c0-2.8-4-7.5-4-7.5zM16.5 10S13 14 13 16.5a3.5 3.5 0 0 0 7 0c0-2.5-3.5-6.5-3.5-6.5z" />
  ),
  one_night_stand: (
    <>
      <path d="M2.5 20.5v-9M2.5 16.5h19v4M21.5 16.5V14a2.5 2.5 0 0 0-2.5-2.5h-8v5" />
      <circle cx="6.5" cy="14" r="1.8" />
      <path d="M16.5 2.5a3.5 3.5 0 1 0 3.5 5.2 3 3 0 0 1-3.5-5.2z" />
    </>
  ),
  oral_sex: (
    <path d="M2.5 10c2-2.5 4.5-4 6.5-4 1.2 0 2.2.6 3 1.3.8-.7 1.8-1.3 3-1.3 2 0 4.5 1.5 6.5 4-2.5 1.3-6 2-9.5 2s-7-.7-9.5-2zM8.5 11.7v3.3a3.5 3.5 0 0 0 7 0v-3.3M12 12v3" />
  ),
  outdoors: <path d="M2.5 20.5h19M4 20.5 12 6l8 14.5M9 20.5l3-5.5 3 5.5M10.5 3.5 12 6l1.5-2.5" />,
  politics: <path d="M3 9.5 12 4l9 5.5zM3 20.5h18M5 17.5h14M6 9.5v8M10 9.5v8M14 9.5v8M18 9.5v8" />,
  public_sex: (
    <>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  relationship: (
    <>
      <circle cx="9" cy="14.5" r="6" />
      <circle cx="15" cy="14.5" r="6" />
      <path d="m13.5 5 1.5-2.5L16.5 5 15 7z" />
    </>
  ),
  sadomasochism: (
    <>
      <circle cx="6.5" cy="15.5" r="4" />
      <circle cx="17.5" cy="15.5" r="4" />
      <path d="M6.5 11.5V9M17.5 11.5V9M6.5 9c0-3 2.5-4.5 5.5-4.5s5.5 1.5 5.5 4.5" />
    </>
  ),
  safe_sex: (
    <path d="M12 2.5 4 5.5v6c0 5 3.5 8.5 8 10 4.5-1.5 8-5 8-10v-6zM12 15.5s-3.5-2-3.5-4.3a1.9 1.9 0 0 1 3.5-1 1.9 1.9 0 0 1 3.5 1c0 2.3-3.5 4.3-3.5 4.3z" />
  ),
  sex: (
    <path d="M12 21.5c-4 0-7-2.8-7-6.8 0-3.7 3-6 3.5-10 2.5 1.5 4 4 4 6.5 1-1 1.5-2.5 1.5-3.5 2.5 2 5 4.5 5 7.5 0 3.7-3 6.3-7 6.3z" />
  ),
  sex_toys: (
    <path d="m3.5 20.5 11-11M14.5 9.5 16 8a1.4 1.4 0 0 0-2-2l-1.5 1.5M18.5 2.5v3M17 4h3M20 10v2.5M18.8 11.2h2.5M9.5 3v2M8.5 4h2" />
  ),
  shopping: <path d="M5 8h14l-1 13H6zM9 10V6.5a3 3 0 0 1 6 0V10" />,
  sports: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="m12 7.5 4 3-1.5 4.5h-5L8 10.5zM12 2.5v5M16 10.5l4.8-1.5M14.5 15l3 4M9.5 15l-3 4M8 10.5 3.2 9" />
    </>
  ),
  sushi: (
    <>
      <ellipse cx="12" cy="9" rx="8" ry="3.5" />
      <ellipse cx="12" cy="9" rx="3.5" ry="1.5" />
      <path d="M4 9v6c0 2 3.6 3.5 8 3.5s8-1.5 8-3.5V9" />
    </>
  ),
  tattoos: (
    <>
      <circle cx="12" cy="4.5" r="2" />
      <path d="M12 6.5v14.5M8 10.5h8M4.5 13.5c0 4 3.5 7.5 7.5 7.5s7.5-3.5 7.5-7.5M3 15l1.5-1.5L6 15M18 15l1.5-1.5L21 15" />
    </>
  ),
  tea: (
    <path d="M4 9.5h13v4a5.5 5.5 0 0 1-5.5 5.5h-2A5.5 5.5 0 0 1 4 13.5zM17 11h1.5a2.5 2.5 0 0 1 0 5H16M3 21.5h15M9 2.5c-1 1.5 1 2.5 0 4.5M13 2.5c-1 1.5 1 2.5 0 4.5" />
  ),
  theater: (
    <path d="M3 4.5c3 1.2 6 1.2 9 0v6c0 3-2 5.5-4.5 5.5S3 13.5 3 10.5zM12 8.5c3 1.2 6 1.2 9 0v6c0 3-2 5.5-4.5 5.5-1.6 0-3-.9-3.8-2.4M5.5 9.5H7M8.5 9.5H10M5.5 12.5c1 1 2.5 1 3.5 0M14.5 13.5H16M17.5 13.5H19M14.5 17c1-1 2.5-1 3.5 0" />
  ),
  threesome: (
    <>
      <circle cx="12" cy="8.5" r="5" />
      <circle cx="8.5" cy="14.5" r="5" />
      <circle cx="15.5" cy="14.5" r="5" />
    </>
  ),
  vegetarian: (
    <path d="M20 4C9 4 4 9 4 16c0 1.5.3 2.7.8 3.7M20 4c0 11-3 17-10 17-1.5 0-3-.4-4.2-1.1M4.8 19.7C6.5 14 10 10.5 14 8.5" />
  ),
  video_games: (
    <>
      <path d="M7 7h10a5 5 0 0 1 4.9 6l-.9 4a2.5 2.5 0 0 1-4.3 1.2L14.5 16h-5l-2.2 2.2A2.5 2.5 0 0 1 3 17l-.9-4A5 5 0 0 1 7 7zM7.5 10v3M6 11.5h3" />
      <circle cx="15.5" cy="10.5" r=".8" />
      <circle cx="17.5" cy="12.5" r=".8" />
    </>
  ),
} satisfies Record<Exclude<InterestSlug, LanderInterestSlug>, ReactNode>

const fallback = (
  <path d="M12 20s-7-4.3-9-8.6C1.7 8.6 3.3 5 6.6 5c2 0 3.3 1.2 4 2.4h2.8C14.1 6.2 15.4 5 17.4 5c3.3 0 4.9 3.6 3.6 6.4C19 15.7 12 20 12 20z" />
)

export function ProfileInterestIcon({ slug, size = 24 }: { slug: string; size?: number }) {
  if (landerIconSlugs.has(slug)) return <LanderInterestIcon slug={slug as LanderInterestSlug} size={size} />
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
      {profileIcons[slug] ?? fallback}
    </svg>
  )
}
