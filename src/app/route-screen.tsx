import { use, useEffect, useRef } from 'react'
import { firstDataWithin } from './route-data'
import { loaderImporter, screenImporter, type ScreenModule } from './route-modules'

interface Prepared {
  Screen: ScreenModule['default']
  /** The loader's answer, or null (none, failed or slow: the screen loads for itself). */
  data: unknown
}

/** Prepared data older than this is not shown: the visit fetches again. */
const FRESH_MS = 5_000

/** A promise React's `use` reads without suspending once it has settled. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T; settledAt?: number }

function tracked<T>(promise: Promise<T>): Tracked<T> {
  const result: Tracked<T> = promise
  void promise.then((value) => {
    result.status = 'fulfilled'
    result.value = value
    result.settledAt = Date.now()
  })
  return result
}

const isStale = (prepared: Tracked<Prepared>) =>
  prepared.settledAt !== undefined && Date.now() - prepared.settledAt > FRESH_MS

/** A manifest screen: its code and its first data, fetched in parallel, once per visit. */
export interface RouteScreenDef {
  /**
   * Starts (or joins) the fetch of the code and first data; settles when both are in, never
   * rejects. React's `use` reads it at once after that (it carries React's `status` fields).
   */
  prepare: () => Promise<Prepared>
  /** The visit is over: the next one fetches fresh data. */
  forget: () => void
}

export function routeScreenDef({ screen, loader }: { screen: string; loader?: string }) {
  const importScreen = screenImporter(screen)
  const importLoader = loader ? loaderImporter(loader) : undefined
  let current: Tracked<Prepared> | undefined
  const def: RouteScreenDef = {
    prepare: () => {
      // Prepared for a visit that never came (the visitor went elsewhere first): too old now.
      if (current && isStale(current)) current = undefined
      current ??= tracked(
        Promise.all([
          importScreen(),
          importLoader ? firstDataWithin(async () => (await importLoader()).loader()) : null,
        ]).then(([module, data]) => ({ Screen: module.default, data })),
      )
      return current
    },
    forget: () => {
      current = undefined
    },
  }
  return def
}

/**
 * Renders a manifest screen with its loader's answer as `loaderData`. It suspends (the route's
 * spinner) only while code or data are on their way: prepared ahead (the first page, see
 * preloadRoute), it renders at once.
 */
export function RouteScreen({ def }: { def: RouteScreenDef }) {
  const shown = useRef<Prepared | null>(null)
  const prepared = shown.current ?? use(def.prepare())
  useEffect(() => {
    shown.current = prepared
  }, [prepared])
  useEffect(() => () => def.forget(), [def])
  return <prepared.Screen loaderData={prepared.data} />
}
