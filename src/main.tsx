import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/App'
import { preloadRoute } from '@/app/router'
import './index.css'

/** A slow network still gets the page shell (and its spinner) after this long. */
const PRELOAD_WAIT_MS = 1000

// The current screen's chunk is fetched before the first render: no spinner, then the page.
const preloaded = Promise.race([
  preloadRoute(window.location.pathname),
  new Promise((resolve) => setTimeout(resolve, PRELOAD_WAIT_MS)),
])

void preloaded.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
)
