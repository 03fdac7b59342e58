import { fireEvent, render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Avatar } from './avatar'

describe('Avatar', () => {
  it('shows the picture while it loads', () => {
    const { container } = render(<Avatar src="/api/files/u/1/a.png" initial="A" />)
    expect(container.querySelector('img')).toHaveAttribute('src', '/api/files/u/1/a.png')
    expect(container).not.toHaveTextContent('A')
  })

  it('shows the initial when the picture fails to load', () => {
    const { container } = render(<Avatar src="/api/files/u/1/missing.png" initial="A" />)
    fireEvent.error(container.querySelector('img') as HTMLImageElement)
    expect(container.querySelector('img')).toBeNull()
    expect(container).toHaveTextContent('A')
  })

  it('tries a new picture after an earlier one failed', () => {
    const { container, rerender } = render(<Avatar src="/broken.png" initial="A" />)
    fireEvent.error(container.querySelector('img') as HTMLImageElement)
    rerender(<Avatar src="/new.png" initial="A" />)
    expect(container.querySelector('img')).toHaveAttribute('src', '/new.png')
  })

  it('shows the initial when there is no picture', () => {
    const { container } = render(<Avatar initial="G" />)
    expect(container.querySelector('img')).toBeNull()
    expect(container).toHaveTextContent('G')
  })
})
