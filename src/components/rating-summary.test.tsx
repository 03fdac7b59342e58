import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { starFill } from '@/components/ui/star-rating'
import { RatingSummary } from './rating-summary'

describe('RatingSummary', () => {
  it('shows the average, stars to the half and the review count', () => {
    const { container } = render(<RatingSummary average={4.3} count={12} />)
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument()
    expect(screen.getByText('4.3')).toBeInTheDocument()
    expect(screen.getByText('(12 reviews)')).toBeInTheDocument()
    expect(container.querySelectorAll('[data-fill="full"]')).toHaveLength(4)
    expect(container.querySelectorAll('[data-fill="half"]')).toHaveLength(1)
  })

  it('says "(1 review)" for one, and "New" with no reviews', () => {
    const { rerender } = render(<RatingSummary average={5} count={1} />)
    expect(screen.getByText('(1 review)')).toBeInTheDocument()
    rerender(<RatingSummary average={0} count={0} />)
    expect(screen.getByText('New')).toBeInTheDocument()
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
  })
})

describe('starFill', () => {
  it('rounds to the nearest half star', () => {
    const row = (value: number) => [0, 1, 2, 3, 4].map((index) => starFill(value, index))
    expect(row(4.5)).toEqual(['full', 'full', 'full', 'full', 'half'])
    expect(row(4.2)).toEqual(['full', 'full', 'full', 'full', 'empty'])
    expect(row(4.3)).toEqual(['full', 'full', 'full', 'full', 'half'])
    expect(row(1.74)).toEqual(['full', 'half', 'empty', 'empty', 'empty'])
    expect(row(5)).toEqual(['full', 'full', 'full', 'full', 'full'])
  })
})
