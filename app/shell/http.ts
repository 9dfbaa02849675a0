// The browser's HTTP client (SPEC §7): JSON calls retried up to 5 times with an
// exponential delay when the network or the server fails; 4xx answers are not retried.
export const HTTP_RETRIES = 5
const BASE_DELAY_MS = 500

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message)
  }
}

export function retryDelay(attempt: number): number {
  return BASE_DELAY_MS * 2 ** attempt
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function fetchJson<T>(url: string, init: RequestInit = {}, retries = HTTP_RETRIES): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    let response: Response | undefined
    try {
      response = await fetch(url, {
        credentials: 'same-origin',
        ...init,
        headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...init.headers },
      })
    } catch (error) {
      if (attempt >= retries) throw error
    }
    if (response) {
      if (response.ok) return (await response.json()) as T
      if (response.status < 500 || attempt >= retries) {
        const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null
        throw new HttpError(response.status, body?.error?.code, body?.error?.message ?? response.statusText)
      }
    }
    await sleep(retryDelay(attempt))
  }
}

/**
 * What to tell the member when a call failed: the server's own (translated) message for a refusal
 * (4xx), else the SPEC's generic 'An error occured, please try again later.' (network, 5xx), in its words.
 */
export function failureMessage(error: unknown, t: (key: string) => string): string {
  if (error instanceof HttpError && error.status < 500 && error.message) return error.message
  return t('error.tryLater')
}
