import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useAfterFirstPaint } from './after-first-paint'

function Probe({ name }: { name: string }) {
  return <p>{`${name}: ${useAfterFirstPaint() ? 'painted' : 'first paint'}`}</p>
}

describe('useAfterFirstPaint', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] }))
  afterEach(() => vi.useRealTimers())

  it('is false for the first render and true once a frame has painted, then for good', async () => {
    render(<Probe name="first" />)
    expect(screen.getByText('first: first paint')).toBeInTheDocument()
    // The frame is drawn: its animation frame callback runs, then the paint, then tasks.
    await act(async () => vi.advanceTimersToNextFrame())
    expect(screen.getByText('first: first paint')).toBeInTheDocument()
    await act(async () => vi.runOnlyPendingTimers())
    expect(screen.getByText('first: painted')).toBeInTheDocument()

    // A screen mounted later has nothing to wait for.
    render(<Probe name="later" />)
    expect(screen.getByText('later: painted')).toBeInTheDocument()
  })
})
