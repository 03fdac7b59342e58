import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SiteFooter } from './SiteFooter'

describe('SiteFooter', () => {
  it('carries the 2025 copyright line and three links that go nowhere', () => {
    render(<SiteFooter />)
    const footer = within(screen.getByRole('contentinfo'))
    expect(footer.getByText(/© 2025 GymBuddy/)).toBeInTheDocument()
    const links = footer.getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Privacy Policy',
      'Terms of Service',
      'Contact',
    ])
    for (const link of links) {
      expect(fireEvent.click(link)).toBe(false) // default prevented: no navigation, no scroll
    }
  })
})
