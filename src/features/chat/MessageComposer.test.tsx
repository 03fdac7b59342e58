import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { MessageComposer } from './MessageComposer'

describe('MessageComposer', () => {
  it('caps a message at the server limit of 2000 characters', () => {
    render(<MessageComposer disabled={false} onSend={vi.fn()} />)
    expect(screen.getByPlaceholderText('Type a message...')).toHaveAttribute('maxlength', '2000')
  })
})
