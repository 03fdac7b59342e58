import { afterEach, describe, expect, it, vi } from 'vitest'
import { firstDataWithin } from './route-data'

describe('firstDataWithin', () => {
  afterEach(() => vi.useRealTimers())

  it("hands over the loader's answer", async () => {
    await expect(firstDataWithin(() => Promise.resolve({ chats: 3 }))).resolves.toEqual({
      chats: 3,
    })
  })

  it('answers null when the loader fails (offline): the screen loads for itself', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(firstDataWithin(() => Promise.reject(new Error('offline')))).resolves.toBeNull()
  })

  it('answers null once the wait is over, without waiting for a slow loader', async () => {
    vi.useFakeTimers()
    const answer = firstDataWithin(() => new Promise(() => {}), 1000)
    await vi.advanceTimersByTimeAsync(1000)
    await expect(answer).resolves.toBeNull()
  })
})
