import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { MessageComposer } from './message-composer'

describe('MessageComposer', () => {
  it('caps a message at the server limit of 2000 characters, counting an emoji as one', () => {
    render(<MessageComposer disabled={false} onSend={vi.fn()} />)
    const input = screen.getByPlaceholderText('Type a message...')
    fireEvent.change(input, { target: { value: '💪'.repeat(2000) } })
    expect(input).toHaveValue('💪'.repeat(2000))
    fireEvent.change(input, { target: { value: 'x'.repeat(2001) } })
    expect(input).toHaveValue('x'.repeat(2000))
  })
})
