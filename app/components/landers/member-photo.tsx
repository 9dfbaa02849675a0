// A member's main photo in the three stored sizes, so the browser picks the smallest that
// fits. Only the hero photo loads eagerly with high priority; the rest load lazily.
import type { LanderPhoto } from '../../../server/landers/lander-members.ts'

export interface MemberPhotoProps {
  photo: LanderPhoto | null
  name: string
  alt: string
  /** The rendered box; CSS decides the final size, these keep the layout stable while loading. */
  width: number
  height: number
  /** The `sizes` attribute: how wide the photo is shown at each breakpoint. */
  sizes: string
  className?: string
  /** The page's hero (LCP) image: loads first. */
  priority?: boolean
}

export function MemberPhoto({ photo, name, alt, width, height, sizes, className = '', priority = false }: MemberPhotoProps) {
  if (!photo) {
    return (
      <div
        className={`lander-photo-placeholder ${className}`}
        role="img"
        aria-label={alt}
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        <span aria-hidden="true">{name.slice(0, 1).toUpperCase()}</span>
      </div>
    )
  }
  return (
    <img
      className={className}
      src={photo.match}
      srcSet={photo.srcSet}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'auto' : 'async'}
    />
  )
}
