// React Router's route table (a build's or a manifest's flat `{id: {parentId, path, …}}`) as the
// nested route objects `matchRoutes` takes, built once per table. `matchRoutes` flattens and ranks
// every branch again on each call, so callers on a request's path remember what they matched
// (page-routes.ts per path, the metrics per path shape).
import { type RouteObject } from 'react-router'

interface FlatRoute {
  id: string
  parentId?: string
  path?: string
  index?: boolean
  caseSensitive?: boolean
}

const trees = new WeakMap<object, RouteObject[]>()

export function routeTree(routes: Record<string, FlatRoute | undefined>): RouteObject[] {
  let tree = trees.get(routes)
  if (tree) return tree
  const children = new Map<string, RouteObject[]>()
  for (const route of Object.values(routes)) {
    if (!route) continue
    const object = { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive } as RouteObject
    const parent = route.parentId ?? ''
    const siblings = children.get(parent) ?? []
    siblings.push(object)
    children.set(parent, siblings)
  }
  const attach = (list: RouteObject[]): RouteObject[] => {
    for (const object of list) {
      const own = children.get(object.id!)
      if (own && !object.index) object.children = attach(own)
    }
    return list
  }
  tree = attach(children.get('') ?? [])
  trees.set(routes, tree)
  return tree
}
