import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { makeGymBuddy } from '@/testing/gym-buddies'
import { TrainerHeader } from './trainer-header'

function renderHeader(email: string) {
  render(
    <MemoryRouter>
      <TrainerHeader
        buddy={makeGymBuddy({ name: 'Ana Lim', email })}
        replyTime={null}
        own={false}
      />
    </MemoryRouter>,
  )
}

describe('TrainerHeader', () => {
  it('shows the email when the trainer shows it on their card (the view carries it then)', () => {
    renderHeader('ana@fit.sg')
    expect(screen.getByRole('link', { name: 'ana@fit.sg' })).toHaveAttribute(
      'href',
      'mailto:ana@fit.sg',
    )
  })

  it('shows no email when the trainer keeps it hidden', () => {
    renderHeader('')
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument()
  })
})
