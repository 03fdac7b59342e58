import { afterEach, describe, expect, it, vi } from 'vitest'
import { prefetch, takeArrived, takePrefetched } from './prefetch'

afterEach(() => vi.useRealTimers())

describe('prefetch', () => {
  it('hands the prefetched answer to the first taker only', async () => {
    const early = vi.fn().mockResolvedValue('early')
    const late = vi.fn().mockResolvedValue('late')
    prefetch('inbox:a', early)
    await expect(takePrefetched('inbox:a', late)).resolves.toBe('early')
    await expect(takePrefetched('inbox:a', late)).resolves.toBe('late')
    expect(early).toHaveBeenCalledTimes(1)
    expect(late).toHaveBeenCalledTimes(1)
  })

  it('asks again when the prefetched answer is stale', async () => {
    vi.useFakeTimers()
    prefetch('inbox:b', () => Promise.resolve('old'))
    vi.advanceTimersByTime(6_000)
    await expect(takePrefetched('inbox:b', () => Promise.resolve('new'))).resolves.toBe('new')
  })

  it('passes a prefetch failure to the taker', async () => {
    prefetch('inbox:c', () => Promise.reject(new Error('offline')))
    await expect(takePrefetched('inbox:c', () => Promise.resolve('x'))).rejects.toThrow('offline')
  })

  it('keys answers apart', async () => {
    prefetch('inbox:d', () => Promise.resolve('d'))
    await expect(takePrefetched('inbox:e', () => Promise.resolve('e'))).resolves.toBe('e')
    await expect(takePrefetched('inbox:d', () => Promise.resolve('x'))).resolves.toBe('d')
  })

  it('hands over an answer that has arrived synchronously, once', async () => {
    prefetch('inbox:f', () => Promise.resolve(['chat']))
    expect(takeArrived('inbox:f')).toBeUndefined()
    await Promise.resolve()
    expect(takeArrived('inbox:f')).toEqual(['chat'])
    expect(takeArrived('inbox:f')).toBeUndefined()
    await expect(takePrefetched('inbox:f', () => Promise.resolve(['again']))).resolves.toEqual([
      'again',
    ])
  })

  it('leaves an answer still on its way to takePrefetched', async () => {
    let answer: (value: string) => void = () => undefined
    prefetch('inbox:g', () => new Promise<string>((resolve) => (answer = resolve)))
    expect(takeArrived('inbox:g')).toBeUndefined()
    const taken = takePrefetched('inbox:g', () => Promise.resolve('asked again'))
    answer('prefetched')
    await expect(taken).resolves.toBe('prefetched')
  })
})
