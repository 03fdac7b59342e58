import { afterEach, describe, expect, it, vi } from 'vitest'
import { celebrateBooking } from './celebrate'

const confetti = vi.hoisted(() => vi.fn())
vi.mock('canvas-confetti', () => ({ default: confetti }))

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({ matches: reduce }) as typeof window.matchMedia
}

describe('celebrateBooking', () => {
  afterEach(() => vi.clearAllMocks())

  it('fires one 300-piece burst', async () => {
    preferReducedMotion(false)
    await celebrateBooking()
    expect(confetti).toHaveBeenCalledTimes(1)
    expect(confetti).toHaveBeenCalledWith(
      expect.objectContaining({ particleCount: 300, disableForReducedMotion: true }),
    )
  })

  it('stays still for users who prefer reduced motion', async () => {
    preferReducedMotion(true)
    await celebrateBooking()
    expect(confetti).not.toHaveBeenCalled()
  })
})
