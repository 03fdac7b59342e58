import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { PRIVACY_RULES } from '@/content/privacy-rules'
import { CONTACT_EMAIL } from './contact-email'
import PrivacyPage from './privacy-page'

function renderPage() {
  render(
    <MemoryRouter>
      <PrivacyPage />
    </MemoryRouter>,
  )
}

describe('PrivacyPage', () => {
  it('says who can see each kind of data and how long it is kept, from the privacy rules', () => {
    renderPage()
    const rows = screen.getAllByRole('listitem').map((row) => row.textContent)
    expect(rows).toEqual(
      PRIVACY_RULES.map(
        (rule) =>
          `${rule.what}. Who can see it: ${rule.whoCanSee}How long it is kept: ${rule.keptFor}`,
      ),
    )
  })

  it('states each retention period', () => {
    renderPage()
    const text = document.body.textContent ?? ''
    for (const period of ['180 days', '12 months', '5 days', 'newest 14']) {
      expect(text).toContain(period)
    }
  })

  it('sends members to Privacy & data to download a copy or delete their account', () => {
    renderPage()
    expect(screen.getByRole('link', { name: 'Privacy & data' })).toHaveAttribute(
      'href',
      '/user/privacy',
    )
    expect(screen.getByText(/download a copy of everything we hold about you/)).toBeInTheDocument()
  })

  it('names the data protection contact', () => {
    renderPage()
    expect(screen.getByRole('heading', { name: 'Data protection contact' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${CONTACT_EMAIL}`,
    )
  })
})
