import '@/testing/dom-polyfills'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { Form } from '@/components/ui/form'
import { SpecializationsField } from './specializations-field'

function Harness() {
  const form = useForm({ defaultValues: { specializations: '' } })
  return (
    <Form {...form}>
      <SpecializationsField control={form.control} name="specializations" />
    </Form>
  )
}

describe('the trainer form’s specializations', () => {
  it('suggests the list as the trainer types, and keeps text off the list', async () => {
    render(<Harness />)
    const box = screen.getByRole('textbox', { name: 'Specializations' })
    await userEvent.type(box, 'HIIT, yo')
    const suggested = screen.getByRole('group', { name: 'Suggested specializations' })
    await userEvent.click(screen.getByRole('button', { name: 'Yoga' }))
    expect(box).toHaveValue('HIIT, Yoga, ')
    expect(box).toHaveFocus()
    expect(suggested).not.toBeInTheDocument()
  })
})
