import '@/testing/dom-polyfills'
import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { APP_ROUTES } from '@/app/route-manifest'
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

// A screen's chunk is compiled on first use here: slow on a busy machine.
const SLOW = { timeout: 15_000 }

async function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  // Awaited: a screen suspends (React's `use`) until its code and first data are in.
  await act(async () => {
    render(<RouterProvider router={router} />)
  })
  return router
}

/** Each members-only route of the manifest, with its parameters filled in. */
const memberPaths = APP_ROUTES.filter((route) => route.access === 'member').map((route) =>
  route.path.replace(/:\w+/g, 'abc123'),
)

describe('route table (from the manifest)', { timeout: 60_000 }, () => {
  it('holds every members-only screen of the spec', () => {
    expect(memberPaths).toEqual(
      expect.arrayContaining([
        '/user',
        '/user/bookings',
        '/user/profile/create',
        '/book-session/abc123',
      ]),
    )
  })

  it.each(memberPaths)('sends a signed-out visitor on %s to /login', async (path) => {
    const router = await renderAt(path)
    expect(await screen.findByRole('heading', { name: 'Welcome back' }, SLOW)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.state).toEqual({ from: path })
  })

  it('answers an unknown path with a page-not-found and a way home, keeping the address', async () => {
    const router = await renderAt('/no/such/page')
    expect(await screen.findByRole('heading', { name: 'Page not found' }, SLOW)).toBeVisible()
    expect(screen.getByText('Error 404')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
    expect(screen.queryByRole('link', { name: /Get Started Free/ })).not.toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/no/such/page')
  })

  it('answers a visitor on the operator desk with page-not-found, keeping the address', async () => {
    const router = await renderAt('/ops')
    expect(await screen.findByRole('heading', { name: 'Page not found' }, SLOW)).toBeVisible()
    expect(router.state.location.pathname).toBe('/ops')
  })

  it.each([
    ['/find-gym-buddy', 'Find Your Perfect Workout Gym Buddy'],
    ['/book-session', 'Find Your Perfect Workout Gym Buddy'],
    ['/register', 'Create your account'],
  ])('serves %s publicly', async (path, heading) => {
    await renderAt(path)
    expect(await screen.findByRole('heading', { name: heading }, SLOW)).toBeInTheDocument()
  })
})
