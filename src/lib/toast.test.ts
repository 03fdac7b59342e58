import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { toast as sonnerToast } from 'sonner'
import { toast, useToastRequested } from './toast'

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

describe('toast', () => {
  it('asks for the Toaster only once a toast is made', () => {
    const { result } = renderHook(() => useToastRequested())
    expect(result.current).toBe(false)
    act(() => toast.info('First notice'))
    expect(result.current).toBe(true)
  })

  it('shows each kind through sonner once it has loaded, options included', async () => {
    toast.success('Saved')
    toast.error('Refused', { id: 'session-ended' })
    toast.info('Coming soon')
    await vi.waitFor(() => expect(sonnerToast.info).toHaveBeenCalledWith('Coming soon', undefined))
    expect(sonnerToast.success).toHaveBeenCalledWith('Saved', undefined)
    expect(sonnerToast.error).toHaveBeenCalledWith('Refused', { id: 'session-ended' })
  })
})
