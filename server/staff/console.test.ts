import { describe, expect, it } from 'vitest'
import { currentConsoleSite } from './console.ts'

describe('the console site', () => {
  it('shows the chosen site, else the one the console was opened on, else the first allowed', () => {
    const sites = [
      { id: 1, domain: 'a.example', name: 'A' },
      { id: 2, domain: 'b.example', name: 'B' },
    ]
    const staff = { id: 1, name: 'x', email: 'x', roles: [], allSites: false, siteIds: [2], permissions: new Set<never>() }
    expect(currentConsoleSite(staff, sites, null, 1)?.id).toBe(2)
    expect(currentConsoleSite({ ...staff, allSites: true }, sites, null, 1)?.id).toBe(1)
    expect(currentConsoleSite({ ...staff, allSites: true }, sites, 2, 1)?.id).toBe(2)
    expect(currentConsoleSite(staff, [], null, 1)).toBeNull()
  })
})
