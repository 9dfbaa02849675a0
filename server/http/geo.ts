// The visitor's country as told by the proxy or CDN in front of us (Cloudflare,
// nginx GeoIP, a load balancer). Without one, the country is unknown (null).
export const COUNTRY_HEADERS = ['cf-ipcountry', 'x-country-code', 'x-geoip-country', 'cloudfront-viewer-country']

export function countryFromRequest(request: Request): string | null {
  for (const name of COUNTRY_HEADERS) {
    const value = request.headers.get(name)?.trim().toUpperCase()
    if (value && /^[A-Z]{2}$/.test(value) && value !== 'XX' && value !== 'T1') return value
  }
  return null
}
