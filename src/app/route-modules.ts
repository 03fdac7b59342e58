// The code behind the route manifest's module names: every screen and loader is its own chunk,
// found by name (route-manifest.ts), so adding a screen needs no import here.
import type { ComponentType } from 'react'
import type { RouteParams } from '@/lib/paths'
import { loadWhenReachable } from '@/lib/load-when-reachable'

export interface ScreenModule {
  /** A screen with a loader receives the loader's answer (or null) as `loaderData`. */
  default: ComponentType<{ loaderData?: unknown }>
}

export interface LoaderModule {
  loader: (params: RouteParams) => Promise<unknown>
}

type Importers<T> = Record<string, () => Promise<T>>

const screens: Importers<ScreenModule> = import.meta.glob<ScreenModule>([
  '/src/features/*/*-page.tsx',
  '/src/app/layouts/user-layout.tsx',
  '/src/app/not-found-page.tsx',
])
const loaders: Importers<LoaderModule> = import.meta.glob<LoaderModule>([
  '/src/features/*/*-loader.ts',
  '/src/app/layouts/user/*-loader.ts',
])

function importerOf<T>(importers: Importers<T>, name: string, extension: string) {
  const load = importers[`/src/${name}${extension}`]
  if (!load) throw new Error(`Route manifest: no module src/${name}${extension}`)
  return load
}

/** Imports the screen `name` (e.g. 'features/landing/landing-page'), waiting out an outage. */
export function screenImporter(name: string): () => Promise<ScreenModule> {
  const load = importerOf(screens, name, '.tsx')
  return () => loadWhenReachable(load)
}

/** Imports the loader module `name` (e.g. 'features/finder/finder-loader'). */
export function loaderImporter(name: string): () => Promise<LoaderModule> {
  return importerOf(loaders, name, '.ts')
}
