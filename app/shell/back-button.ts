// The installed app has no browser back button, so the top bar shows one (SPEC §2) on
// members-id, likes-type, likes-m-id, credits and credits-id-paymentmethod, when there is history.
const BACK_ROUTES = [
  /^\/members\/\d+\/?$/, // members-id
  /^\/likes\/m\/\d+\/?$/, // likes-m-id
  /^\/likes\/(?!m\/)[^/]+\/?$/, // likes-type
  /^\/credits\/?$/, // credits
  /^\/credits\/(?!repeat-order\/?$)[^/]+(\/[^/]+)?\/?$/, // credits-id-paymentmethod
]

export function routeHasBackButton(pathname: string): boolean {
  return BACK_ROUTES.some((pattern) => pattern.test(pathname))
}
