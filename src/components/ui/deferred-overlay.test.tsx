import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { lazy, useState, type ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { DeferredOverlay, type OverlayProps } from './deferred-overlay'

type Props = OverlayProps & { label: string }

/** The overlay as its chunk would give it; `arrive` is the chunk coming in. */
function overlayOnDemand() {
  let arrive: () => void = () => {}
  const code = new Promise<{ default: ComponentType<Props> }>((resolve) => {
    arrive = () =>
      resolve({
        default: ({ label, open, trigger }) => (
          <>
            {trigger}
            {open && <div role="dialog" aria-label={label} />}
          </>
        ),
      })
  })
  return { Overlay: lazy(() => code), arrive: () => act(async () => arrive()) }
}

function Harness({ Overlay }: { Overlay: ComponentType<Props> }) {
  const [open, setOpen] = useState(false)
  return (
    <DeferredOverlay
      overlay={Overlay}
      props={{ label: 'Panel' }}
      popup="dialog"
      open={open}
      onOpenChange={setOpen}
      trigger={<button type="button">Open panel</button>}
    />
  )
}

describe('DeferredOverlay', () => {
  it('shows its trigger before the code, and a click then opens the overlay when it arrives', async () => {
    const { Overlay, arrive } = overlayOnDemand()
    render(<Harness Overlay={Overlay} />)
    const waiting = screen.getByRole('button', { name: 'Open panel' })
    expect(waiting).toHaveAttribute('aria-haspopup', 'dialog')
    expect(waiting).toHaveAttribute('aria-expanded', 'false')

    await userEvent.click(waiting)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await arrive()
    expect(screen.getByRole('dialog', { name: 'Panel' })).toBeInTheDocument()
  })

  it('keeps the focus on the trigger when the overlay replaces it', async () => {
    const { Overlay, arrive } = overlayOnDemand()
    render(<Harness Overlay={Overlay} />)
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Open panel' })).toHaveFocus()
    await arrive()
    const live = screen.getByRole('button', { name: 'Open panel' })
    expect(live).not.toHaveAttribute('aria-haspopup')
    expect(live).toHaveFocus()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('leaves the focus where it is when the trigger did not have it', async () => {
    const { Overlay, arrive } = overlayOnDemand()
    render(
      <>
        <input aria-label="Elsewhere" />
        <Harness Overlay={Overlay} />
      </>,
    )
    await userEvent.click(screen.getByRole('textbox', { name: 'Elsewhere' }))
    await arrive()
    expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveFocus()
  })
})
