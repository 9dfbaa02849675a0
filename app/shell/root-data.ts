// The root loader's data, read by layouts and shell components anywhere in the tree.
import { useRouteLoaderData } from 'react-router'
import type { loader } from '../root.tsx'

export type RootData = Awaited<ReturnType<typeof loader>>

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>('root')
}
