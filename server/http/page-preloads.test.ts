import { describe, expect, it } from 'vitest'
import { withFrameworkPreloadOnly } from './page-preloads.ts'

describe('withFrameworkPreloadOnly', () => {
  it('keeps the framework chunk preload and drops the others, leaving the rest of the page alone', () => {
    const head =
      '<head><meta charset="utf-8"/>' +
      '<link rel="modulepreload" href="/assets/entry.client-rAZl_6nO.js" nonce="N+hh=="/>' +
      '<link rel="modulepreload" href="/assets/framework-og6KRWKU.js" nonce="N+hh=="/>' +
      '<link rel="modulepreload" href="/assets/root-DpedrosX.js"/>' +
      '<link rel="stylesheet" href="/assets/app-BLoglUxC.css"/></head>'
    const body =
      '<body><p>rel="modulepreload" in a text stays</p><script type="module" async="">import "/assets/root-DpedrosX.js";</script></body>'
    expect(withFrameworkPreloadOnly(Buffer.from(head + body)).toString()).toBe(
      '<head><meta charset="utf-8"/>' +
        '<link rel="modulepreload" href="/assets/framework-og6KRWKU.js" nonce="N+hh=="/>' +
        '<link rel="stylesheet" href="/assets/app-BLoglUxC.css"/></head>' +
        body,
    )
  })
})
