import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { resetConnection, setConnectionProbe } from './connection'
import { loadWhenReachable } from './load-when-reachable'

beforeEach(() => {
  resetConnection()
  vi.useFakeTimers()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

it('a screen whose code failed in an outage loads within seconds of the server being back', async () => {
  let serverUp = false
  // The site answers once it is up; the store's own probe waits for live updates (not back yet).
  vi.stubGlobal(
    'fetch',
    vi.fn(() => (serverUp ? Promise.resolve(new Response(null)) : Promise.reject(new TypeError()))),
  )
  setConnectionProbe({
    serverAnswers: () => Promise.resolve(serverUp),
    liveUpdatesReady: () => false,
  })
  const load = vi.fn<() => Promise<string>>()
  load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
  load.mockResolvedValue('the screen')

  const screen = loadWhenReachable(load)
  let loaded = ''
  void screen.then((value) => (loaded = value))
  // Down for 20 s (the store's retries have backed off to 16 s by then).
  await vi.advanceTimersByTimeAsync(20_000)
  expect(loaded).toBe('')
  serverUp = true
  await vi.advanceTimersByTimeAsync(3_000)
  expect(loaded).toBe('the screen')
  expect(load).toHaveBeenCalledTimes(2)
})
