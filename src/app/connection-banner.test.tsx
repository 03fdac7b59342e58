import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  BACK_NOTICE_MS,
  noteServerReachable,
  noteServerUnreachable,
  resetConnection,
} from '@/lib/connection'
import { ConnectionBanner } from './connection-banner'

describe('ConnectionBanner', () => {
  beforeEach(() => {
    resetConnection()
    vi.useFakeTimers()
  })
  afterEach(() => vi.useRealTimers())

  it('says the server cannot be reached, then that it is back, then goes', () => {
    render(<ConnectionBanner />)
    const region = screen.getByRole('status')
    expect(region).toHaveAttribute('aria-live', 'polite')
    expect(region).toHaveTextContent('')
    act(() => noteServerUnreachable())
    expect(region).toHaveTextContent("Can't reach GymBuddy — retrying…")
    act(() => noteServerReachable())
    expect(region).toHaveTextContent('Connected again.')
    act(() => {
      vi.advanceTimersByTime(BACK_NOTICE_MS)
    })
    expect(region).toHaveTextContent('')
  })
})
