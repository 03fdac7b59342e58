import { useEffect, useMemo, useState } from 'react'
import { useParams } from 'react-router-dom'
import { firstDataWithin } from './route-data'
import { RouteFallback } from './route-fallback'
import type { RouteParams } from '@/lib/paths'
import { loaderImporter, screenImporter, type ScreenModule } from './route-modules'

interface Prepared {
  Screen: ScreenModule['default']
  /** The loader's answer, or null (none, failed or slow: the screen loads for itself). */
  data: unknown
  /** Which visit it was prepared for: the route's own path parameters. */
  key: string
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
   * Starts (or joins) the fetch of the code and first data for these path parameters; settles
   * when both are in, never rejects; once settled, RouteScreen reads its answer without waiting.
   */
  prepare: (params?: RouteParams) => Promise<Prepared>
  /** The visit `params` names, as far as this route's loader is concerned. */
  keyOf: (params: RouteParams) => string
  /** The route's own parameters back from a key. */
  paramsOf: (key: string) => RouteParams
  /** The visit is over: the next one fetches fresh data. */
  forget: () => void
}

/** The `:name` parameters of a route path ('/user/chat/:userId' → ['userId']). */
const paramNamesOf = (path = '') =>
  path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1))

export function routeScreenDef({
  screen,
  loader,
  path,
}: {
  screen: string
  loader?: string
  path?: string
}) {
  const importScreen = screenImporter(screen)
  const importLoader = loader ? loaderImporter(loader) : undefined
  const names = importLoader ? paramNamesOf(path) : []
  let current: Tracked<Prepared> | undefined
  let currentKey = ''
  const def: RouteScreenDef = {
    keyOf: (params) => JSON.stringify(names.map((name) => params[name] ?? null)),
    paramsOf: (key) => {
      const values = JSON.parse(key) as (string | null)[]
      return Object.fromEntries(names.map((name, i) => [name, values[i] ?? undefined]))
    },
    prepare: (params = {}) => {
      const key = def.keyOf(params)
      // Prepared for a visit that never came (the visitor went elsewhere first), or for another
      // one of the same screen (another chat): fetch again.
      if (current && (isStale(current) || key !== currentKey)) current = undefined
      currentKey = key
      current ??= tracked(
        Promise.all([
          importScreen(),
          importLoader
            ? firstDataWithin(async () => (await importLoader()).loader(def.paramsOf(key)))
            : null,
        ]).then(([module, data]) => ({ Screen: module.default, data, key })),
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
  const key = def.keyOf(useParams())
  const params = useMemo(() => def.paramsOf(key), [def, key])
  const [prepared, setPrepared] = useState<Prepared | null>(() => settled(def.prepare(params)))
  // Another visit of the same screen (another chat) waits for its own data.
  const current = prepared?.key === key ? prepared : null
  useEffect(() => {
    if (current) return
    let active = true
    void def.prepare(params).then((value) => {
      if (active) setPrepared(value)
    })
    return () => {
      active = false
    }
  }, [def, current, params])
  useEffect(() => () => def.forget(), [def])
  if (!current) return <RouteFallback />
  return <current.Screen loaderData={current.data} />
}
