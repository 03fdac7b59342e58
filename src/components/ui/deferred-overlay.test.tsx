import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState, type ComponentType } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { DeferredOverlay, type OverlayProps } from './deferred-overlay'

type Props = OverlayProps & { label: string }
type OverlayModule = { default: ComponentType<Props> }

const overlayModule: OverlayModule = {
  default: ({ label, open, trigger }) => (
    <>
      {trigger}
      {open && <div role="dialog" aria-label={label} />}
    </>
  ),
}

/** The overlay's code as an import gives it; `arrive` is the chunk coming in. */
function overlayOnDemand() {
  let arrive: () => void = () => {}
  const code = new Promise<OverlayModule>((resolve) => (arrive = () => resolve(overlayModule)))
  const load = vi.fn(() => code)
  return { load, arrive: () => act(async () => arrive()) }
}

function Harness({ load }: { load: () => Promise<OverlayModule> }) {
  const [open, setOpen] = useState(false)
  return (
    <DeferredOverlay
      load={load}
      props={{ label: 'Panel' }}
      popup="dialog"
      open={open}
      onOpenChange={setOpen}
      trigger={<button type="button">Open panel</button>}
    />
  )
}

const liveTrigger = () =>
  waitFor(() => {
    const button = screen.getByRole('button', { name: 'Open panel' })
    expect(button).not.toHaveAttribute('aria-haspopup')
    return button
  })

describe('DeferredOverlay', () => {
  it('asks for its code only after the first paint', async () => {
    const { load } = overlayOnDemand()
    render(<Harness load={load} />)
    expect(load).not.toHaveBeenCalled()
    await waitFor(() => expect(load).toHaveBeenCalledOnce())
  })

  it('shows its trigger before the code, and a click then opens the overlay when it arrives', async () => {
    const { load, arrive } = overlayOnDemand()
    render(<Harness load={load} />)
    const waiting = screen.getByRole('button', { name: 'Open panel' })
    expect(waiting).toHaveAttribute('aria-haspopup', 'dialog')
    expect(waiting).toHaveAttribute('aria-expanded', 'false')

    await userEvent.click(waiting)
    expect(waiting).toHaveAttribute('aria-expanded', 'true')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await arrive()
    expect(await screen.findByRole('dialog', { name: 'Panel' })).toBeInTheDocument()
  })

  it('counts a press whose click the swap of triggers cut off', async () => {
    const { load, arrive } = overlayOnDemand()
    render(<Harness load={load} />)
    // Pressed on the first paint's trigger; the overlay's own replaces it before the release.
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Open panel' }), { button: 0 })
    await arrive()
    expect(await screen.findByRole('dialog', { name: 'Panel' })).toBeInTheDocument()
  })

  it('keeps the focus on the trigger when the overlay replaces it', async () => {
    const { load, arrive } = overlayOnDemand()
    render(<Harness load={load} />)
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Open panel' })).toHaveFocus()
    await arrive()
    expect(await liveTrigger()).toHaveFocus()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('leaves the focus where it is when the trigger did not have it', async () => {
    const { load, arrive } = overlayOnDemand()
    render(
      <>
        <input aria-label="Elsewhere" />
        <Harness load={load} />
      </>,
    )
    await userEvent.click(screen.getByRole('textbox', { name: 'Elsewhere' }))
    await arrive()
    await liveTrigger()
    expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveFocus()
  })
})
