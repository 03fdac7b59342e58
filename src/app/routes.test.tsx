import '@/testing/dom-polyfills'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { routes } from './router'

// Signed out, and an empty gym buddy list for the finder routes.
vi.mock('@/lib/pocketbase', () => ({
  pb: {
    authStore: { isValid: false, record: null, onChange: () => () => {} },
    collection: () => ({
      getFullList: () => Promise.resolve([]),
      getList: () => Promise.resolve({ items: [], totalItems: 0 }),
    }),
  },
}))

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(<RouterProvider router={router} />)
  return router
}

describe('route table', () => {
  it.each(['/user', '/user/bookings', '/user/profile/create', '/book-session/abc123'])(
    'sends a signed-out visitor on %s to /login',
    async (path) => {
      const router = renderAt(path)
      expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/login')
    },
  )

  it('redirects an unknown path to /', async () => {
    const router = renderAt('/no/such/page')
    expect(await screen.findByRole('link', { name: /Get Started Free/ })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })

  it.each([
    ['/find-gym-buddy', 'Find Your Perfect Workout Gym Buddy'],
    ['/book-session', 'Find Your Perfect Workout Gym Buddy'],
    ['/register', 'Create your account'],
  ])('serves %s publicly', async (path, heading) => {
    renderAt(path)
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument()
  })
})
