import '@/testing/dom-polyfills'
import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { CreditItem } from '@/lib/payments'
import { UsePackageField } from './use-package-field'

const USABLE = {
  purchase: 'p1',
  remaining: 4,
  expiresAt: '2030-03-31 04:00:00.000Z',
} as CreditItem

function Field({ defaultOn, usable }: { defaultOn?: boolean; usable: CreditItem | null }) {
  const [value, setValue] = useState('')
  return (
    <>
      <UsePackageField usable={usable} value={value} onChange={setValue} defaultOn={defaultOn} />
      <output aria-label="purchase">{value}</output>
    </>
  )
}

describe('Use my package', () => {
  it('is ticked as soon as a usable package shows, and stays unticked once the client unticks it', async () => {
    const { rerender } = render(<Field usable={USABLE} />)
    const box = screen.getByRole('checkbox', { name: 'Use my package (4 left, until 31 Mar)' })
    expect(box).toBeChecked()
    expect(screen.getByLabelText('purchase')).toHaveTextContent('p1')
    await userEvent.click(box)
    rerender(<Field usable={{ ...USABLE, remaining: 3 }} />)
    expect(screen.getByRole('checkbox')).not.toBeChecked()
    expect(screen.getByLabelText('purchase')).toHaveTextContent('')
  })

  it('is not ticked for a move, and lets go of a package that ran out', () => {
    const { rerender } = render(<Field usable={USABLE} defaultOn={false} />)
    expect(screen.getByRole('checkbox')).not.toBeChecked()
    rerender(<Field usable={null} />)
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(screen.getByLabelText('purchase')).toHaveTextContent('')
  })
})
