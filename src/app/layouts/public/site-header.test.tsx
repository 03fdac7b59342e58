import { act, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import type { UserRecord } from '@/lib/types'
import { useUserStore } from '@/stores/user'
import { SiteHeader } from './site-header'

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SiteHeader />
    </MemoryRouter>,
  )
  return within(screen.getByRole('banner'))
}

const someone = { id: 'u1', name: 'Ana', email: 'ana@example.com' } as UserRecord

describe('SiteHeader', () => {
  afterEach(() => useUserStore.setState({ user: null }))

  it('shows the brand on /, and Sign in for a signed-out visitor at every width', () => {
    const header = renderAt('/')
    expect(header.getByRole('link', { name: 'GymBuddy' })).toHaveAttribute('href', '/')
    const signIn = header.getByRole('link', { name: 'Sign in' })
    expect(signIn).toHaveAttribute('href', '/login')
    expect(signIn.className).not.toMatch(/(^|\s)(sm|md|lg|xl):hidden/)
    expect(header.getAllByRole('link')).toHaveLength(2)
  })

  it('shows only the brand on / to a signed-in member', () => {
    useUserStore.setState({ user: someone })
    const header = renderAt('/')
    expect(header.getAllByRole('link')).toHaveLength(1)
  })

  it('adds Home, Find Gym Buddy, Login and Get Started elsewhere when signed out', () => {
    const header = renderAt('/find-gym-buddy')
    expect(header.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    expect(header.getByRole('link', { name: 'Find Gym Buddy' })).toHaveAttribute(
      'href',
      '/find-gym-buddy',
    )
    expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
    expect(header.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register')
    expect(header.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument()
  })

  it('swaps Login and Get Started for Dashboard as soon as a user is held, and back', () => {
    const header = renderAt('/login')
    act(() => useUserStore.setState({ user: someone }))
    expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/user')
    expect(header.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument()
    act(() => useUserStore.setState({ user: null }))
    expect(header.getByRole('link', { name: 'Login' })).toBeInTheDocument()
  })
})
