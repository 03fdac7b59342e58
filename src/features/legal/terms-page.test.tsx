import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { expect, it } from 'vitest'
import TermsPage from './terms-page'

it('says sessions start between 09:00 and 21:00 and the last one ends at 22:00', () => {
  render(
    <MemoryRouter>
      <TermsPage />
    </MemoryRouter>,
  )
  expect(screen.getByText(/start between/)).toHaveTextContent(
    'Sessions are one hour and start between 09:00 and 21:00 Singapore time: the last one ends at 22:00.',
  )
})
