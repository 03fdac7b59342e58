import { useEffect, useState } from 'react'
import { firstDataWithin } from './route-data'
import { RouteFallback } from './route-fallback'
import { loaderImporter, screenImporter, type ScreenModule } from './route-modules'

interface Prepared {
  Screen: ScreenModule['default']
  /** The loader's answer, or null (none, failed or slow: the screen loads for itself). */
  data: unknown
}

/** Prepared data older than this is not shown: the visit fetches again. */
const FRESH_MS = 5_000

/** A promise that says, once settled, what it settled with (read without waiting). */
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

/** The promise's answer if it has already arrived. */
const settled = <T,>(promise: Tracked<T>): T | null =>
  promise.status === 'fulfilled' ? (promise.value ?? null) : null

const isStale = (prepared: Tracked<Prepared>) =>
  prepared.settledAt !== undefined && Date.now() - prepared.settledAt > FRESH_MS

/** A manifest screen: its code and its first data, fetched in parallel, once per visit. */
export interface RouteScreenDef {
  /**
   * Starts (or joins) the fetch of the code and first data; settles when both are in, never
   * rejects; once settled, RouteScreen reads its answer without waiting.
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
 * Renders a manifest screen with its loader's answer as `loaderData`. Prepared ahead (the first
 * page, see preloadRoute) it renders at once; otherwise the route's spinner shows until code and
 * data are in. A state update, not Suspense: React holds a revealed Suspense fallback for at least
 * 300 ms, which an in-app visit (code cached, data in ~100 ms) would otherwise always wait out.
 */
export function RouteScreen({ def }: { def: RouteScreenDef }) {
  const [prepared, setPrepared] = useState<Prepared | null>(() => settled(def.prepare()))
  useEffect(() => {
    if (prepared) return
    let active = true
    void def.prepare().then((value) => {
      if (active) setPrepared(value)
    })
    return () => {
      active = false
    }
  }, [def, prepared])
  useEffect(() => () => def.forget(), [def])
  if (!prepared) return <RouteFallback />
  return <prepared.Screen loaderData={prepared.data} />
}
