import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { noteServerReachable, noteServerUnreachable, resetConnection } from './connection'
import { useLiveQuery, type LiveQueryOptions, type Subscribe } from './use-live-query'
import { usePageLimit } from './use-page-limit'

/** A load whose answers the test gives, in any order. */
function answers<T>() {
  const pending: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = []
  const load = vi.fn(
    () => new Promise<T>((resolve, reject) => void pending.push({ resolve, reject })),
  )
  return { load, pending }
}

const noUnsubscribe = () => Promise.resolve()

afterEach(() => {
  resetConnection()
  vi.restoreAllMocks()
})

describe('useLiveQuery', () => {
  it('loads once for a key, even given a new load function on every render', async () => {
    const load = vi.fn(() => Promise.resolve('rows'))
    const { result, rerender } = renderHook(() => useLiveQuery(() => load(), { key: 'me' }))
    await waitFor(() => expect(result.current.data).toBe('rows'))
    rerender()
    await act(() => Promise.resolve())
    expect(load).toHaveBeenCalledTimes(1)
  })

  it("never shows another key's data: a new trainer is loading, not the last one's rows", async () => {
    const loads = { a: answers<string>(), b: answers<string>() }
    const { result, rerender } = renderHook(
      ({ id }: { id: 'a' | 'b' }) => useLiveQuery(loads[id].load, { key: id }),
      { initialProps: { id: 'a' as 'a' | 'b' } },
    )
    act(() => loads.a.pending[0]?.resolve('rows of a'))
    await waitFor(() => expect(result.current.data).toBe('rows of a'))
    rerender({ id: 'b' })
    expect(result.current).toMatchObject({ data: undefined, loading: true })
    act(() => loads.b.pending[0]?.resolve('rows of b'))
    await waitFor(() => expect(result.current.data).toBe('rows of b'))
  })

  it('keeps the rows shown while a longer page of the same key loads', async () => {
    const short = answers<string>()
    const long = answers<string>()
    const { result, rerender } = renderHook(
      ({ limit }: { limit: number }) =>
        useLiveQuery(() => (limit === 1 ? short.load() : long.load()), { key: 'me', page: limit }),
      { initialProps: { limit: 1 } },
    )
    act(() => short.pending[0]?.resolve('one page'))
    await waitFor(() => expect(result.current.data).toBe('one page'))
    rerender({ limit: 2 })
    expect(result.current).toMatchObject({ data: 'one page', loading: false })
    act(() => long.pending[0]?.resolve('two pages'))
    await waitFor(() => expect(result.current.data).toBe('two pages'))
  })

  it('drops an older answer that comes after a newer one', async () => {
    const { load, pending } = answers<string>()
    let reload = () => {}
    const subscribe: Subscribe<string> = (onChange) => {
      reload = onChange
      return Promise.resolve(noUnsubscribe)
    }
    const { result } = renderHook(() => useLiveQuery(load, { subscribe }))
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    act(() => reload())
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2))
    act(() => pending[1]?.resolve('newer'))
    await waitFor(() => expect(result.current.data).toBe('newer'))
    act(() => pending[0]?.resolve('older'))
    await act(() => Promise.resolve())
    expect(result.current.data).toBe('newer')
  })

  it('says a failed first load failed, keeps the data when a reload fails, and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { load, pending } = answers<string>()
    const { result } = renderHook(() => useLiveQuery(load))
    act(() => pending[0]?.reject(new Error('down')))
    await waitFor(() => expect(result.current.failed).toBe(true))
    act(() => result.current.retry())
    act(() => pending[1]?.resolve('rows'))
    await waitFor(() => expect(result.current).toMatchObject({ data: 'rows', failed: false }))
    act(() => result.current.reload())
    act(() => pending[2]?.reject(new Error('down again')))
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3))
    await act(() => Promise.resolve())
    expect(result.current).toMatchObject({ data: 'rows', failed: false })
  })

  it('loads again when the server is back after an outage, unless told not to', async () => {
    const data = vi.fn(() => Promise.resolve('rows'))
    const action = vi.fn(() => Promise.resolve('done'))
    renderHook(() => useLiveQuery(data))
    const once: LiveQueryOptions<string> = { reloadAfterOutage: false }
    renderHook(() => useLiveQuery(action, once))
    await waitFor(() => expect(data).toHaveBeenCalledTimes(1))
    act(() => {
      noteServerUnreachable()
      noteServerReachable()
    })
    await waitFor(() => expect(data).toHaveBeenCalledTimes(2))
    expect(action).toHaveBeenCalledTimes(1)
  })

  it('applies a live event to the data without a request, and one load for a burst', async () => {
    vi.useFakeTimers()
    try {
      const load = vi.fn(() => Promise.resolve([1]))
      let events: Parameters<Subscribe<number[]>> | undefined
      const subscribe: Subscribe<number[]> = (...args) => {
        events = args
        return Promise.resolve(noUnsubscribe)
      }
      const { result } = renderHook(() => useLiveQuery(load, { subscribe, changeDelayMs: 100 }))
      await act(() => vi.advanceTimersByTimeAsync(0))
      expect(result.current.data).toEqual([1])
      act(() => events?.[1]((current) => [...(current ?? []), 2]))
      expect(result.current.data).toEqual([1, 2])
      act(() => {
        events?.[0]()
        events?.[0]()
        events?.[0]()
      })
      await act(() => vi.advanceTimersByTimeAsync(150))
      expect(load).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('loads after the subscription is up, and keeps an event that came before the answer', async () => {
    const { load, pending } = answers<number[]>()
    let subscribed = (_up: boolean) => {}
    let update: Parameters<Subscribe<number[]>>[1] = () => {}
    const subscribe: Subscribe<number[]> = (_reload, onEvent) => {
      update = onEvent
      return new Promise((resolve) => {
        subscribed = () => resolve(noUnsubscribe)
      })
    }
    const { result } = renderHook(() =>
      useLiveQuery(load, { subscribe, loadAfterSubscribing: true }),
    )
    await act(() => Promise.resolve())
    expect(load).not.toHaveBeenCalled()
    await act(async () => subscribed(true))
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    act(() => update((current) => [...(current ?? []), 3]))
    expect(result.current).toMatchObject({ data: undefined, loading: true })
    act(() => pending[0]?.resolve([1, 2]))
    await waitFor(() => expect(result.current.data).toEqual([1, 2, 3]))
  })

  it('loads nothing while not enabled', () => {
    const load = vi.fn(() => Promise.resolve('rows'))
    const { result } = renderHook(() => useLiveQuery(load, { enabled: false }))
    expect(result.current).toMatchObject({ data: undefined, loading: false, failed: false })
    expect(load).not.toHaveBeenCalled()
  })
})

describe('usePageLimit', () => {
  it('grows by a page, and starts again at one page for another key', () => {
    const { result, rerender } = renderHook(({ key }) => usePageLimit(key, 5), {
      initialProps: { key: 'a' },
    })
    act(() => result.current.showMore())
    act(() => result.current.showMore())
    expect(result.current.limit).toBe(15)
    rerender({ key: 'b' })
    expect(result.current.limit).toBe(5)
  })
})
