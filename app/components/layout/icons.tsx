// Small inline icons for the frame (no icon font: fewer bytes, no extra request).
const paths = {
  search: 'M10 2a8 8 0 1 0 4.9 14.3l5.4 5.4 1.4-1.4-5.4-5.4A8 8 0 0 0 10 2Zm0 2a6 6 0 1 1 0 12 6 6 0 0 1 0-12Z',
  chat: 'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 1-2Zm1 2v12.3L7.3 16H20V5H5Z',
  heart:
    'M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.1 5.3 3 1.7-1.9 3.2-3 5.3-3 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21Z',
  coins:
    'M12 3C7.6 3 4 4.6 4 6.5v11C4 19.4 7.6 21 12 21s8-1.6 8-3.5v-11C20 4.6 16.4 3 12 3Zm0 2c3.6 0 6 1.2 6 1.5S15.6 8 12 8 6 6.8 6 6.5 8.4 5 12 5Zm6 12.5c0 .3-2.4 1.5-6 1.5s-6-1.2-6-1.5v-2.1c1.5.7 3.6 1.1 6 1.1s4.5-.4 6-1.1v2.1Zm0-5c0 .3-2.4 1.5-6 1.5s-6-1.2-6-1.5V9.4c1.5.7 3.6 1.1 6 1.1s4.5-.4 6-1.1v3.1Z',
  star: 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9L12 2.5Z',
  user: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-9 2.2-9 5.5V22h18v-2.5c0-3.3-4.6-5.5-9-5.5Z',
  globe:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 9h-3a15.7 15.7 0 0 0-1.3-6.2A8 8 0 0 1 18.9 11ZM12 4.1c.9 1.2 1.8 3.5 1.9 6.9h-3.8c.1-3.4 1-5.7 1.9-6.9ZM9.4 4.8A15.7 15.7 0 0 0 8.1 11h-3a8 8 0 0 1 4.3-6.2ZM5.1 13h3a15.7 15.7 0 0 0 1.3 6.2A8 8 0 0 1 5.1 13Zm6.9 6.9c-.9-1.2-1.8-3.5-1.9-6.9h3.8c-.1 3.4-1 5.7-1.9 6.9Zm2.6-.7a15.7 15.7 0 0 0 1.3-6.2h3a8 8 0 0 1-4.3 6.2Z',
  back: 'M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20v-2Z',
  logo: 'M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.1 5.3 3 1.7-1.9 3.2-3 5.3-3 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21Z',
} as const

export type IconName = keyof typeof paths

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={paths[name]} />
    </svg>
  )
}

/** The brand mark and name; the logo area of the bars and the footer. */
export function Brand({ name }: { name: string }) {
  return (
    <span className="brand d-inline-flex align-items-center gap-1">
      <Icon name="logo" size={24} />
      <span>{name}</span>
    </span>
  )
}
