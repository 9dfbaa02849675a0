// Photos are stored under content-addressed keys and served from /uploads (or the
// site's CDN prefix, applied by the client when set).
export function photoUrl(key: string): string {
  return `/uploads/${key}`
}
