import type { CSSProperties } from 'react'
import { Toaster } from 'sonner'

// Sonner's rich toast texts (success, info, warning) miss WCAG AA contrast on their tinted
// backgrounds: the same hues, darker.
const toastContrast = {
  '--success-text': 'hsl(140, 100%, 20%)',
  '--info-text': 'hsl(210, 92%, 33%)',
  '--warning-text': 'hsl(31, 92%, 28%)',
  '--error-text': 'hsl(360, 100%, 38%)',
} as CSSProperties

// Clear of the connection notice (bottom centre, src/app/connection-banner.tsx).
const ABOVE_CONNECTION_NOTICE = { bottom: '4.5rem' }

/**
 * Sonner's toaster with the app's look (loaded on demand, see App). At the bottom: at the top a
 * toast covered the page header and the banner (e.g. email verification) it was about.
 */
export default function AppToaster() {
  return (
    <Toaster
      richColors
      position="bottom-right"
      offset={ABOVE_CONNECTION_NOTICE}
      mobileOffset={ABOVE_CONNECTION_NOTICE}
      closeButton
      style={toastContrast}
    />
  )
}
