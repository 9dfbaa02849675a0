import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { LikeError } from '../likes/profile-likes.ts'
import { ApiError, cachedJsonResponse, handleApi, parseQuery, toJsonEntity } from './api.ts'

describe('cachedJsonResponse', () => {
  const entity = toJsonEntity({ a: 1 })
  it('answers 200 with an ETag and the cache policy', async () => {
    const res = cachedJsonResponse(new Request('http://x/api/a.php'), entity, { cacheControl: 'public, max-age=60' })
    expect(res.status).toBe(200)
    expect(res.headers.get('etag')).toBe(entity.etag)
    expect(res.headers.get('cache-control')).toBe('public, max-age=60')
    expect(await res.json()).toEqual({ a: 1 })
  })
  it('answers 304 without a body when the client has the same version (weak or strong)', async () => {
    for (const inm of [entity.etag, `W/${entity.etag}`, `"other", ${entity.etag}`]) {
      const res = cachedJsonResponse(new Request('http://x', { headers: { 'If-None-Match': inm } }), entity, {
        cacheControl: 'no-cache',
      })
      expect(res.status).toBe(304)
      expect(await res.text()).toBe('')
    }
  })
  it('changes the ETag when the content changes', () => {
    expect(toJsonEntity({ a: 2 }).etag).not.toBe(entity.etag)
  })
})

describe('parseQuery and handleApi', () => {
  const schema = z.object({
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
  })
  it('turns a malformed parameter into a 400 in the error shape', async () => {
    const request = new Request('http://x/api/a.php?country=Holland')
    const res = await handleApi(request, async () => {
      parseQuery(request, schema)
      return new Response('unreachable')
    })
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.error).toMatchObject({ status: 400, code: 'invalid_parameter' })
    expect(body.error.fields.country).toBeTruthy()
  })
  it('passes ApiErrors through with their status and code', async () => {
    const res = await handleApi(new Request('http://x'), async () => {
      throw new ApiError(403, 'authentication_required', 'Please log in.')
    })
    expect(res.status).toBe(403)
    expect((await res.json()).error.code).toBe('authentication_required')
  })
  it('answers a refusal a route left untranslated as a 422 with its code, not a 500', async () => {
    const res = await handleApi(new Request('http://x/api/likes.php'), async () => {
      throw new LikeError('not_found')
    })
    expect(res.status).toBe(422)
    expect((await res.json()).error).toMatchObject({ status: 422, code: 'not_found' })
  })
  it('hides unexpected errors behind a generic 500', async () => {
    const original = console.error
    console.error = () => {}
    try {
      const res = await handleApi(new Request('http://x'), async () => {
        throw new Error('database password is hunter2')
      })
      expect(res.status).toBe(500)
      expect(JSON.stringify(await res.json())).not.toContain('hunter2')
    } finally {
      console.error = original
    }
  })
})
