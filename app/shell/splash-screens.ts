/** iPhone and iPad startup splash screens (SPEC §2), one per device size; both orientations. */
export const splashScreens = [
  { width: 375, height: 667, ratio: 2 },
  { width: 390, height: 844, ratio: 3 },
  { width: 393, height: 852, ratio: 3 },
  { width: 414, height: 896, ratio: 2 },
  { width: 428, height: 926, ratio: 3 },
  { width: 430, height: 932, ratio: 3 },
  { width: 768, height: 1024, ratio: 2 },
  { width: 820, height: 1180, ratio: 2 },
  { width: 834, height: 1194, ratio: 2 },
  { width: 1024, height: 1366, ratio: 2 },
] as const

export function appleStartupImages() {
  return splashScreens.flatMap(({ width, height, ratio }) =>
    (['portrait', 'landscape'] as const).map((orientation) => {
      const [w, h] = orientation === 'portrait' ? [width * ratio, height * ratio] : [height * ratio, width * ratio]
      return {
        rel: 'apple-touch-startup-image',
        href: `/splash/${w}x${h}.png`,
        media: `(device-width: ${width}px) and (device-height: ${height}px) and (-webkit-device-pixel-ratio: ${ratio}) and (orientation: ${orientation})`,
      }
    }),
  )
}
