import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  BACK_NOTICE_MS,
  noteServerReachable,
  noteServerUnreachable,
  onReconnected,
  resetConnection,
  retryDelayMs,
  setConnectionProbe,
  useConnectionStatus,
} from './connection'
import { renderHook, act } from '@testing-library/react'

describe('retryDelayMs', () => {
  it('backs off 1, 2, 4 … seconds up to 30', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ])
  })
})

describe('connection status', () => {
  beforeEach(() => {
    resetConnection()
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('retries with a growing pause until the server answers, then says it is back and reloads', async () => {
    const answers = [false, false, true]
    const serverAnswers = vi.fn(() => Promise.resolve(answers.shift() ?? true))
    setConnectionProbe({ serverAnswers, liveUpdatesReady: () => true })
    const reconnected = vi.fn()
    onReconnected(reconnected)
    const { result } = renderHook(() => useConnectionStatus())

    act(() => noteServerUnreachable())
    expect(result.current).toBe('offline')
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(serverAnswers).toHaveBeenCalledTimes(1)
    await act(() => vi.advanceTimersByTimeAsync(1999))
    expect(serverAnswers).toHaveBeenCalledTimes(1)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(serverAnswers).toHaveBeenCalledTimes(2)
    expect(reconnected).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(4000))
    expect(result.current).toBe('back')
    expect(reconnected).toHaveBeenCalledTimes(1)
    await act(() => vi.advanceTimersByTimeAsync(BACK_NOTICE_MS))
    expect(result.current).toBe('online')
  })

  it('is back at once when any request is answered meanwhile', () => {
    const reconnected = vi.fn()
    onReconnected(reconnected)
    noteServerReachable()
    expect(reconnected).not.toHaveBeenCalled()
    noteServerUnreachable()
    noteServerUnreachable()
    noteServerReachable()
    expect(reconnected).toHaveBeenCalledTimes(1)
  })

  it('waits for live updates to reconnect before reloading the screens', async () => {
    let live = false
    setConnectionProbe({ serverAnswers: () => Promise.resolve(true), liveUpdatesReady: () => live })
    const reconnected = vi.fn()
    onReconnected(reconnected)
    noteServerUnreachable()
    await vi.advanceTimersByTimeAsync(1000)
    expect(reconnected).not.toHaveBeenCalled()
    live = true
    await vi.advanceTimersByTimeAsync(2000)
    expect(reconnected).toHaveBeenCalledTimes(1)
  })
})
