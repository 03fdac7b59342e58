import { CONFETTI_PIECES } from '@/content/constants'

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false
}

/**
 * One 300-piece confetti burst for a booked session (spec §9). The library loads only now, and
 * a single burst falls and is gone (no recycling). Skipped for users who ask for less motion.
 */
export async function celebrateBooking(): Promise<void> {
  if (prefersReducedMotion()) return
  try {
    const { default: confetti } = await import('canvas-confetti')
    void confetti({
      particleCount: CONFETTI_PIECES,
      spread: 100,
      startVelocity: 45,
      origin: { y: 0.6 },
      disableForReducedMotion: true,
    })
  } catch (error) {
    // Decoration only: a failed chunk load must not disturb the booking.
    console.error(error)
  }
}
