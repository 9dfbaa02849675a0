import { describe, expect, it } from 'vitest'
import { clusterRefusal } from './cluster.ts'

describe('clusterRefusal', () => {
  it('needs an external database and Redis for more than one web process', () => {
    expect(clusterRefusal({ embeddedDatabase: true, REDIS_URL: 'redis://127.0.0.1:6379' })).toMatch(/DATABASE_URL/)
    expect(clusterRefusal({ embeddedDatabase: false, REDIS_URL: undefined })).toMatch(/REDIS_URL/)
    expect(clusterRefusal({ embeddedDatabase: false, REDIS_URL: 'redis://127.0.0.1:6379' })).toBeNull()
  })
})
