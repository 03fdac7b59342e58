import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as z from 'zod/mini'
import { describe, expect, it, vi } from 'vitest'
import { showServerErrors, submitWith, useSchemaForm } from '@/lib/forms'
import { pbError } from '@/testing/pocketbase-error'
import {
  Form,
  FormAlert,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from './form'
import { Input } from './input'

const schema = z.object({
  goals: z.string().check(z.minLength(1, 'Fitness goals are required.')),
  notes: z.string(),
})

function GoalsForm({ save }: { save: (values: z.infer<typeof schema>) => Promise<void> }) {
  const form = useSchemaForm(schema, { goals: '', notes: '' })
  const submit = submitWith(form, async (values) => {
    try {
      await save(values)
    } catch (error) {
      showServerErrors(form, error, 'Failed to save profile. Please try again.', ['goals'])
    }
  })
  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate>
        <FormAlert />
        <FormField
          control={form.control}
          name="goals"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Fitness Goals</FormLabel>
              <FormControl>
                <Input {...field} />
              </FormControl>
              <FormDescription>Separate goals with commas.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="notes"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Notes</FormLabel>
              <FormControl>
                <Input {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <button type="submit">Save</button>
      </form>
    </Form>
  )
}

function setup(save = vi.fn(async () => {})) {
  render(<GoalsForm save={save} />)
  return { save, user: userEvent.setup({ delay: null }) }
}

describe('the form layer', () => {
  it('labels each control and describes it by its hint', () => {
    setup()
    const goals = screen.getByLabelText('Fitness Goals')
    expect(goals).toHaveAccessibleDescription('Separate goals with commas.')
    expect(goals).not.toHaveAttribute('aria-invalid')
    expect(screen.getByLabelText('Notes')).not.toHaveAttribute('aria-describedby')
  })

  it('shows the schema message on submit only, marks the field invalid, and sends nothing', async () => {
    const { save, user } = setup()
    const goals = screen.getByLabelText('Fitness Goals')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Fitness goals are required.')
    expect(goals).toHaveAttribute('aria-invalid', 'true')
    expect(goals).toHaveAccessibleDescription(
      'Separate goals with commas. Fitness goals are required.',
    )
    expect(save).not.toHaveBeenCalled()
  })

  it('clears a field’s message when that field is edited, not when another is', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await user.type(screen.getByLabelText('Notes'), 'x')
    expect(screen.getByText('Fitness goals are required.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Fitness Goals'), 'Y')
    expect(screen.queryByText('Fitness goals are required.')).not.toBeInTheDocument()
  })

  it('puts a refusal above the form and the server’s words under the field it named', async () => {
    const refusal = pbError(400, {
      goals: { code: 'validation_too_many', message: 'At most 20 fitness goals are allowed.' },
      notes: { code: 'validation_required', message: 'Not a field the caller listed.' },
    })
    const { user } = setup(vi.fn(async () => Promise.reject(refusal)))
    await user.type(screen.getByLabelText('Fitness Goals'), 'Yoga')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const alerts = await screen.findAllByRole('alert')
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Failed to save profile. Please try again.',
      'At most 20 fitness goals are allowed.',
    ])
    expect(screen.getByLabelText('Fitness Goals')).toHaveValue('Yoga')
    await user.type(screen.getByLabelText('Fitness Goals'), 's')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('ignores a second submit while the first one runs', async () => {
    let finish = () => {}
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const { user } = setup(save)
    await user.type(screen.getByLabelText('Fitness Goals'), 'Yoga')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await user.type(screen.getByLabelText('Notes'), '{Enter}')
    expect(save).toHaveBeenCalledTimes(1)
    finish()
  })
})
