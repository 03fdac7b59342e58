import { CONFETTI_PIECES } from '@/content/constants'

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false
}

/**
 * The burst's own full-screen canvas, hidden from assistive technology: it is decoration, so it
 * must not read as page content outside the landmarks (axe's `region` rule).
 */
function confettiCanvas(): HTMLCanvasElement {
  const canvas = document.createElement('canvas')
  canvas.setAttribute('aria-hidden', 'true')
  Object.assign(canvas.style, {
    position: 'fixed',
    inset: '0',
    width: '100%',
    height: '100%',
    pointerEvents: 'none',
    zIndex: '100',
  })
  document.body.appendChild(canvas)
  return canvas
}

/**
 * One 300-piece confetti burst for a booked session. The library loads only now, and
 * a single burst falls and is gone (no recycling), taking its canvas with it. Skipped for users
 * who ask for less motion.
 */
export async function celebrateBooking(): Promise<void> {
  if (prefersReducedMotion()) return
  try {
    const { default: confetti } = await import('canvas-confetti')
    const canvas = confettiCanvas()
    const burst = confetti.create(canvas, { resize: true, useWorker: true })
    void Promise.resolve(
      burst({
        particleCount: CONFETTI_PIECES,
        spread: 100,
        startVelocity: 45,
        origin: { y: 0.6 },
        disableForReducedMotion: true,
      }),
    ).finally(() => canvas.remove())
  } catch (error) {
    // Decoration only: a failed chunk load must not disturb the booking.
    console.error(error)
  }
}
