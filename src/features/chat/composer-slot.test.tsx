import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ComposerSlot } from './composer-slot'

describe('ComposerSlot', () => {
  it('shows the composer row disabled for the first paint, then the working composer', async () => {
    render(<ComposerSlot disabled={false} onSend={vi.fn()} />)
    // The first paint: the same row, labelled, not yet usable.
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled()
    // Then the composer's own code is in.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toBeEnabled(), {
      timeout: 5000,
    })
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled()
  })
})
