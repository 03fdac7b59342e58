import '@/testing/dom-polyfills'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentProps } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Sidebar, SidebarInset, SidebarTrigger } from './sidebar'
import { SidebarProvider } from './sidebar-provider'
import { readSidebarCookie } from './sidebar-state'

function renderSidebar(trigger: ComponentProps<typeof SidebarTrigger> = {}) {
  const { container } = render(
    <SidebarProvider>
      <Sidebar label="Navigation">
        <a href="/user">Overview</a>
      </Sidebar>
      <SidebarInset>
        <SidebarTrigger {...trigger} />
      </SidebarInset>
    </SidebarProvider>,
  )
  const state = () => container.querySelector('[data-slot="sidebar"]')?.getAttribute('data-state')
  return { state, events: userEvent.setup() }
}

function mockViewport(mobile: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: mobile,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) satisfies MediaQueryList,
  )
}

describe('Sidebar', () => {
  afterEach(() => vi.restoreAllMocks())

  it('starts expanded and toggles with the Toggle sidebar button, saving the state', async () => {
    const { state, events } = renderSidebar()
    expect(state()).toBe('expanded')
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await events.click(toggle)
    expect(state()).toBe('collapsed')
    expect(readSidebarCookie(document.cookie)).toBe(false)
  })

  it('starts in the state the sidebar_state cookie saved', () => {
    document.cookie = 'sidebar_state=false; path=/'
    const { state } = renderSidebar()
    expect(state()).toBe('collapsed')
  })

  it('toggles with Ctrl+B and Cmd+B', () => {
    const { state } = renderSidebar()
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true })
    expect(state()).toBe('collapsed')
    expect(readSidebarCookie(document.cookie)).toBe(false)
    fireEvent.keyDown(window, { key: 'b', metaKey: true })
    expect(state()).toBe('expanded')
    expect(readSidebarCookie(document.cookie)).toBe(true)
    fireEvent.keyDown(window, { key: 'b' })
    expect(state()).toBe('expanded')
  })

  it('becomes a slide-in sheet below 768px', async () => {
    mockViewport(true)
    const { events } = renderSidebar()
    expect(screen.queryByRole('link', { name: 'Overview' })).not.toBeInTheDocument()
    await events.click(screen.getByRole('button', { name: 'Toggle sidebar' }))
    // The sheet's code loads on phones only, so it opens once that is in.
    const sheet = await screen.findByRole('dialog', { name: 'Navigation' })
    expect(sheet).toContainElement(screen.getByRole('link', { name: 'Overview' }))
    await events.click(screen.getByRole('button', { name: 'Close sidebar' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(document.cookie).not.toContain('sidebar_state')
  })
  it("runs a caller's onClick and still toggles", async () => {
    const onClick = vi.fn()
    const { state, events } = renderSidebar({ onClick })
    await events.click(screen.getByRole('button', { name: 'Toggle sidebar' }))
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(state()).toBe('collapsed')
  })

  it("does not toggle when the caller's onClick prevents the default", async () => {
    const { state, events } = renderSidebar({ onClick: (event) => event.preventDefault() })
    await events.click(screen.getByRole('button', { name: 'Toggle sidebar' }))
    expect(state()).toBe('expanded')
  })
})
