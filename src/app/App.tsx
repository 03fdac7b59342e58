import type { CSSProperties } from 'react'
import { RouterProvider } from 'react-router-dom'
import { Toaster } from 'sonner'
import { router } from './router'
import { SessionWatcher } from './SessionWatcher'

// Sonner's rich toast texts (success, info, warning) miss WCAG AA contrast on their tinted
// backgrounds: the same hues, darker.
const toastContrast = {
  '--success-text': 'hsl(140, 100%, 20%)',
  '--info-text': 'hsl(210, 92%, 33%)',
  '--warning-text': 'hsl(31, 92%, 28%)',
  '--error-text': 'hsl(360, 100%, 38%)',
} as CSSProperties

export function App() {
  return (
    <>
      <SessionWatcher />
      <RouterProvider router={router} />
      <Toaster richColors position="top-center" closeButton style={toastContrast} />
    </>
  )
}
