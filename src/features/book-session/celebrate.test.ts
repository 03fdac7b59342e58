import { afterEach, describe, expect, it, vi } from 'vitest'
import { celebrateBooking } from './celebrate'

const burst = vi.hoisted(() => vi.fn())
const create = vi.hoisted(() => vi.fn())
vi.mock('canvas-confetti', () => ({ default: { create } }))

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({ matches: reduce }) as typeof window.matchMedia
}

describe('celebrateBooking', () => {
  afterEach(() => vi.clearAllMocks())

  it('fires one 300-piece burst on a canvas hidden from assistive technology, then removes it', async () => {
    preferReducedMotion(false)
    let land = () => {}
    burst.mockReturnValue(new Promise<void>((resolve) => (land = resolve)))
    create.mockReturnValue(burst)
    await celebrateBooking()
    expect(burst).toHaveBeenCalledTimes(1)
    expect(burst).toHaveBeenCalledWith(
      expect.objectContaining({ particleCount: 300, disableForReducedMotion: true }),
    )
    const canvas = create.mock.calls[0][0] as HTMLCanvasElement
    expect(canvas.parentElement).toBe(document.body)
    expect(canvas).toHaveAttribute('aria-hidden', 'true')
    land()
    await vi.waitFor(() => expect(canvas.isConnected).toBe(false))
  })

  it('stays still for users who prefer reduced motion', async () => {
    preferReducedMotion(true)
    await celebrateBooking()
    expect(create).not.toHaveBeenCalled()
    expect(burst).not.toHaveBeenCalled()
  })
})
