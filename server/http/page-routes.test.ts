import { describe, expect, it } from 'vitest'
import type { EntryContext } from 'react-router'
import { pageRouteIds, parentPaths, withPageRoutes } from './page-routes.ts'

type Routes = EntryContext['manifest']['routes']

function route(id: string, parentId: string | undefined, path?: string, index?: boolean) {
  return { id, parentId, path, index, module: `/assets/${id}.js`, hasLoader: true } as unknown as Routes[string]
}

const routes: Routes = Object.fromEntries(
  [
    route('root', undefined, ''),
    route('layouts/default', 'root'),
    route('routes/index', 'layouts/default', undefined, true),
    route('routes/members', 'layouts/default', 'members'),
    route('routes/members.$id', 'layouts/default', 'members/:id'),
    route('layouts/chat', 'root'),
    route('routes/members.$id.chat', 'layouts/chat', 'members/:id/chat'),
    route('routes/chats', 'layouts/chat', 'chats'),
    route('routes/api/settings', 'root', 'api/settings.php'),
    route('routes/not-found', 'layouts/default', '*'),
  ].map((r) => [r!.id, r]),
)

describe('parentPaths', () => {
  it('walks from the root to the parent of the page, as the inlined manifest does', () => {
    expect(parentPaths('/')).toEqual(['/'])
    expect(parentPaths('/members')).toEqual(['/'])
    expect(parentPaths('/members/7/chat')).toEqual(['/', '/members', '/members/7'])
  })
})

describe('pageRouteIds', () => {
  it('keeps the matched branch and the routes of every parent path, and nothing else', () => {
    const ids = pageRouteIds(routes, ['root', 'layouts/chat', 'routes/members.$id.chat'], '/members/7/chat')
    expect([...ids].sort()).toEqual(
      [
        'layouts/chat',
        'layouts/default',
        'root',
        'routes/index',
        'routes/members',
        'routes/members.$id',
        'routes/members.$id.chat',
      ].sort(),
    )
  })

  it('finds the same routes for a path asked again (remembered)', () => {
    const first = pageRouteIds(routes, ['root', 'layouts/default', 'routes/members'], '/members')
    const again = pageRouteIds(routes, ['root', 'layouts/default', 'routes/members'], '/members')
    expect([...again]).toEqual([...first])
    expect(first.has('routes/chats')).toBe(false)
    expect(first.has('routes/api/settings')).toBe(false)
  })
})

describe('withPageRoutes', () => {
  it('hands the renderer a manifest of the page routes and leaves the rest of the context alone', () => {
    const context = {
      manifest: { entry: { module: '/entry.js', imports: [] }, routes, url: '/m.js', version: '1' },
      branches: [],
      staticHandlerContext: {
        basename: '/',
        location: { pathname: '/chats' },
        matches: [{ route: { id: 'root' } }, { route: { id: 'layouts/chat' } }, { route: { id: 'routes/chats' } }],
      },
      ssr: true,
    } as unknown as EntryContext
    const page = withPageRoutes(context)
    expect(Object.keys(page.manifest.routes).sort()).toEqual(
      ['root', 'layouts/chat', 'routes/chats', 'layouts/default', 'routes/index'].sort(),
    )
    expect(page.manifest.entry).toBe(context.manifest.entry)
    expect(page.staticHandlerContext).toBe(context.staticHandlerContext)
    expect(page.branches).toBeUndefined()
    expect(Object.keys(context.manifest.routes)).toHaveLength(10)
  })
})
