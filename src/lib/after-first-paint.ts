import { useEffect, useState } from 'react'

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
 * need for that paint (overlays, toasts, the session check) waits for it, so neither its download
 * nor its evaluation competes with the first render.
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
