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

/** Sonner's toaster with the app's look (loaded on demand, see App). */
export default function AppToaster() {
  return <Toaster richColors position="top-center" closeButton style={toastContrast} />
}
