import { useEffect, useState } from 'react'
import { loadWhenReachable } from './load-when-reachable'

let painted = false
let firstPaint: Promise<void> | undefined

/** Settles once the page has painted a frame after the first call (a frame, then a task). */
function afterNextPaint(): Promise<void> {
  firstPaint ??= new Promise((resolve) =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        painted = true
        resolve()
      }),
    ),
  )
  return firstPaint
}

/**
 * False until the app's first screen has painted, then true for good. Code that a screen does not
 * need for that paint (overlays, the session check) waits for it, so neither its download nor its
 * evaluation competes with the first render.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted)
  useEffect(() => {
    if (ready) return
    let live = true
    void afterNextPaint().then(() => live && setReady(true))
    return () => {
      live = false
    }
  }, [ready])
  return ready
}

/**
 * The module `load` imports, once the first screen has painted (null until then): for parts of a
 * screen its first paint does without. An outage is waited out (loadWhenReachable). `load` must
 * be the same function on every render (declare it outside the component); null loads nothing.
 */
export function useModuleAfterFirstPaint<M>(load: (() => Promise<M>) | null): M | null {
  const painted = useAfterFirstPaint()
  const [module, setModule] = useState<M | null>(null)
  useEffect(() => {
    if (!painted || !load) return
    let live = true
    void loadWhenReachable(load).then((loaded) => live && setModule(() => loaded))
    return () => {
      live = false
    }
  }, [painted, load])
  return module
}
