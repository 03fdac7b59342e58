import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { AppRoutes, preloadRoute } from '@/app/router'
import './index.css'

/** A slow network still gets the page frame (and its spinner) after this long. */
const PRELOAD_WAIT_MS = 1000

// The current screen's code (and, signed in, its first data) is fetched before the first render:
// until then (at most PRELOAD_WAIT_MS) index.html's static shell stays. No spinner, then the page.
const preloaded = Promise.race([
  preloadRoute(window.location.pathname),
  new Promise((resolve) => setTimeout(resolve, PRELOAD_WAIT_MS)),
])

// A transition renders in slices that yield to the browser every few milliseconds: a phone's main
// thread is never blocked for the whole first render (Total Blocking Time).
void preloaded.then(() => {
  const root = createRoot(document.getElementById('root')!)
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </StrictMode>,
    ),
  )
})
