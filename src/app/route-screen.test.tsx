import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import type { RouteParams } from '@/lib/paths'
import { RouteScreen, routeScreenDef } from './route-screen'

const loader = vi.fn((params: RouteParams) => Promise.resolve(`data of ${params.userId}`))

vi.mock('./route-modules', () => ({
  screenImporter: () => () =>
    Promise.resolve({
      default: ({ loaderData }: { loaderData?: unknown }) => <p>{String(loaderData)}</p>,
    }),
  loaderImporter: () => () => Promise.resolve({ loader }),
}))

describe('RouteScreen with path parameters', () => {
  it("hands the loader the route's own parameters and fetches again for another visit", async () => {
    const def = routeScreenDef({
      screen: 'features/chat/chat-page',
      loader: 'features/chat/chat-loader',
      path: '/user/chat/:userId',
    })
    render(
      <MemoryRouter initialEntries={['/user/chat/ann']}>
        <Link to="/user/chat/bob">Bob</Link>
        <Routes>
          <Route path="/user/chat/:userId" element={<RouteScreen def={def} />} />
        </Routes>
      </MemoryRouter>,
    )
    expect(await screen.findByText('data of ann')).toBeInTheDocument()
    expect(loader).toHaveBeenLastCalledWith({ userId: 'ann' })
    await userEvent.click(screen.getByRole('link', { name: 'Bob' }))
    expect(await screen.findByText('data of bob')).toBeInTheDocument()
    expect(screen.queryByText('data of ann')).not.toBeInTheDocument()
    expect(loader).toHaveBeenCalledTimes(2)
  })

  it('prepares a screen without parameters once per visit', async () => {
    loader.mockClear()
    const def = routeScreenDef({ screen: 'features/x/x-page', loader: 'features/x/x-loader' })
    await def.prepare({ userId: 'ignored' })
    await def.prepare({ userId: 'other' })
    expect(loader).toHaveBeenCalledTimes(1)
    expect(loader).toHaveBeenCalledWith({})
  })
})
