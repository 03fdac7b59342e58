import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SiteFooter } from './site-footer'

describe('SiteFooter', () => {
  afterEach(() => vi.useRealTimers())

  it("carries this year's copyright line and links to the three policy pages", () => {
    vi.useFakeTimers({ now: new Date('2031-03-04T10:00:00Z'), toFake: ['Date'] })
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    )
    const footer = within(screen.getByRole('contentinfo'))
    expect(footer.getByText(/© 2031 GymBuddy/)).toBeInTheDocument()
    const links = footer.getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Contact', '/contact'],
    ])
  })
})
