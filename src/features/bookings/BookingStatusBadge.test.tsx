import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BookingStatusBadge } from './BookingStatusBadge'

describe('BookingStatusBadge', () => {
  it.each([
    ['confirmed', 'confirmed', 'default'],
    ['declined', 'declined', 'destructive'],
    ['requested', 'requested', 'secondary'],
    ['', 'requested', 'secondary'],
  ] as const)('shows %j as %s with the %s look', (status, text, variant) => {
    render(<BookingStatusBadge status={status} />)
    expect(screen.getByText(text)).toHaveAttribute('data-variant', variant)
  })
})
