import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/App'
import { preloadRoute } from '@/app/router'
import './index.css'

/** A slow network still gets the page shell (and its spinner) after this long. */
const PRELOAD_WAIT_MS = 1000

// The current screen's chunk (and, signed in, its first data) is fetched before the first render:
// no spinner, then the page.
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
        <App />
      </StrictMode>,
    ),
  )
})
