import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { nextReconnection, noteServerUnreachable } from '@/lib/connection'

interface ScreenModule {
  default: ComponentType
}

export interface LazyScreen {
  Component: LazyExoticComponent<ComponentType>
  /** Fetches the screen's chunk; once done, the screen renders without suspending. */
  preload: () => Promise<void>
}

/**
 * The chunk, waiting out an outage: a screen opened while the server is down shows its loading
 * state and appears when the server is back, instead of the app failing (issue 12). A chunk that
 * still fails then (a new release replaced it) loads the whole app again.
 */
async function loadWhenReachable(load: () => Promise<ScreenModule>): Promise<ScreenModule> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load()
    } catch (error) {
      if (attempt > 0) {
        window.location.reload()
        return new Promise<ScreenModule>(() => {}) // the spinner stays until the page reloads
      }
      console.error('Failed to load a screen', error)
      noteServerUnreachable()
      await nextReconnection()
    }
  }
}

/** A route's screen in its own chunk, which can be fetched ahead of the first render. */
export function lazyScreen(rawLoad: () => Promise<ScreenModule>): LazyScreen {
  const load = () => loadWhenReachable(rawLoad)
  let loaded: ScreenModule | undefined
  const preload = () =>
    load().then((module) => {
      loaded = module
    })
  // React.lazy settles at once on a thenable that resolves synchronously: no fallback flash.
  const loadedNow = (module: ScreenModule) =>
    ({ then: (resolve: (value: ScreenModule) => void) => resolve(module) }) as Promise<ScreenModule>
  const Component = lazy(() => (loaded ? loadedNow(loaded) : load()))
  return { Component, preload }
}
