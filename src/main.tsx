import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { createAppRouter } from '@/app/router'
import './index.css'

/** A slow network still gets the page frame (and its spinner) after this long. */
const FIRST_LOAD_WAIT_MS = 1000

// The router fetches the current screen's code (and, signed in, its first data) at once; until
// then (at most FIRST_LOAD_WAIT_MS) index.html's static shell stays: no spinner, then the page.
const router = createAppRouter()
const firstLoad = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve()
  const stop = router.subscribe((state) => {
    if (!state.initialized) return
    stop()
    resolve()
  })
  setTimeout(resolve, FIRST_LOAD_WAIT_MS)
})

// A transition renders in slices that yield to the browser every few milliseconds: a phone's main
// thread is never blocked for the whole first render (Total Blocking Time).
void firstLoad.then(() => {
  const root = createRoot(document.getElementById('root')!)
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  )
})
