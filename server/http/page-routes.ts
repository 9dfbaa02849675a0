// The routes React Router's server renderer is given for one page: the matched branch and the
// routes the browser is told about at once, instead of all of them.
//
// `<ServerRouter>` turns every route of the manifest into a route object on every request
// (`createServerRoutes`), builds a static router from them and matches the URL against all
// branches again while rendering; with 96 routes that was about a tenth of a page's rendering
// time (docs/performance.md). What it renders only needs the matched routes, and what it tells
// the browser (`getPartialManifest` in `<Scripts>`, the manifest inlined in the page with route
// discovery on) is the matched routes plus those matching each parent path of the URL. This
// module hands it exactly that set, so the page and the inlined manifest come out the same.
import { LRUCache } from 'lru-cache'
import { matchRoutes, type EntryContext, type RouteObject } from 'react-router'
import { routeTree } from './route-tree.ts'

type Manifest = EntryContext['manifest']
type ManifestRoutes = Manifest['routes']

interface PathTable {
  tree: RouteObject[]
  /** Route ids matching a parent path, by path; bounded (member ids make paths unbounded). */
  byPath: LRUCache<string, readonly string[]>
}

const MAX_PATHS = 1_000
const tables = new WeakMap<ManifestRoutes, PathTable>()

function tableOf(routes: ManifestRoutes): PathTable {
  let table = tables.get(routes)
  if (table) return table
  table = { tree: routeTree(routes), byPath: new LRUCache({ max: MAX_PATHS }) }
  tables.set(routes, table)
  return table
}

/** The ids of the routes matching `path` (a whole branch, root first), remembered per path. */
function idsMatching(table: PathTable, path: string, basename: string): readonly string[] {
  let ids = table.byPath.get(path)
  if (ids) return ids
  ids = (matchRoutes(table.tree, path, basename) ?? []).map((match) => match.route.id!)
  table.byPath.set(path, ids)
  return ids
}

/** The parent paths of a pathname, as React Router's partial manifest walks them: "/", "/a", "/a/b". */
export function parentPaths(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean)
  segments.pop()
  const paths = ['/']
  for (let i = 1; i <= segments.length; i++) paths.push(`/${segments.slice(0, i).join('/')}`)
  return paths
}

/** The route ids a page needs: its matches and every route matching one of its parent paths. */
export function pageRouteIds(
  routes: ManifestRoutes,
  matchedIds: readonly string[],
  pathname: string,
  basename = '/',
): Set<string> {
  const table = tableOf(routes)
  const ids = new Set(matchedIds)
  for (const path of parentPaths(pathname)) for (const id of idsMatching(table, path, basename)) ids.add(id)
  return ids
}

/** `context` with a manifest holding only the routes the page needs (see the top of the file). */
export function withPageRoutes(context: EntryContext): EntryContext {
  const { manifest, staticHandlerContext } = context
  const matched = staticHandlerContext.matches.map((match) => match.route.id)
  const { pathname } = staticHandlerContext.location
  const ids = pageRouteIds(manifest.routes, matched, pathname, staticHandlerContext.basename || '/')
  const routes: ManifestRoutes = {}
  for (const id of ids) {
    // A route always comes with its parents: matches are whole branches.
    if (manifest.routes[id]) routes[id] = manifest.routes[id]
  }
  // `branches` are the whole route table's, ranked once by the request handler; the renderer
  // only uses them to find the parent paths' routes for the inlined manifest, which it can rank
  // from this handful of routes just as well (React Router then flattens the routes it was given).
  return { ...context, manifest: { ...manifest, routes }, branches: undefined as unknown as EntryContext['branches'] }
}
