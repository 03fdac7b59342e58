import { render } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { FINDER_PAGE_CLASS, FinderHeading } from '@/features/finder/finder-heading'
import { PublicLayout } from './layouts/public-layout'
import indexHtml from '../../index.html?raw'

/** index.html's static first paint (parsed as the browser does). */
function staticShell(): HTMLElement {
  const shell = new DOMParser().parseFromString(indexHtml, 'text/html').getElementById('app-shell')
  if (!shell) throw new Error('index.html has no #app-shell')
  return shell
}

/** Markup without formatting whitespace between tags, or React Router's data-discover. */
function normalise(element: Element): string {
  const copy = element.cloneNode(true) as Element
  for (const link of copy.querySelectorAll('[data-discover]')) link.removeAttribute('data-discover')
  return copy.outerHTML.replace(/>\s+/g, '>').replace(/\s+</g, '<').replace(/\s+/g, ' ')
}

describe('the static first paint in index.html', () => {
  it('is the header and page frame PublicLayout renders on /, so nothing moves when React takes over', () => {
    const shell = staticShell()
    const { container } = render(
      <MemoryRouter initialEntries={['/']}>
        <PublicLayout />
      </MemoryRouter>,
    )
    const frame = container.firstElementChild as HTMLElement
    expect(shell.className).toBe(frame.className)
    expect(normalise(shell.querySelector('header')!)).toBe(
      normalise(frame.querySelector('header')!),
    )
  })

  it("shows the finder's frame and heading as FinderPage renders them", () => {
    const page = staticShell().querySelector('[data-shell-page="finder"] > div')!
    expect(page.className).toBe(FINDER_PAGE_CLASS)
    const { container } = render(<FinderHeading />)
    expect(normalise(page.firstElementChild!)).toBe(normalise(container.firstElementChild!))
    expect(page.children).toHaveLength(1)
  })
})
