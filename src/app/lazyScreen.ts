import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

interface ScreenModule {
  default: ComponentType
}

export interface LazyScreen {
  Component: LazyExoticComponent<ComponentType>
  /** Fetches the screen's chunk; once done, the screen renders without suspending. */
  preload: () => Promise<void>
}

/** A route's screen in its own chunk, which can be fetched ahead of the first render. */
export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
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
