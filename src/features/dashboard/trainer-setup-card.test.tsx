import '@/testing/dom-polyfills'
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { pbStub, resetPbStub } from '@/testing/pb-stub'
import { pbError } from '@/testing/pocketbase-error'
import { makeTrainerProfileRecord, makeUserRecord } from '@/testing/user-area-records'
import { TrainerSetupCard } from './trainer-setup-card'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))

function renderCard(user = makeUserRecord({ userType: 'trainer', avatar: '', verified: false })) {
  render(
    <MemoryRouter>
      <TrainerSetupCard user={user} />
    </MemoryRouter>,
  )
}

describe('TrainerSetupCard', () => {
  beforeEach(() => {
    resetPbStub()
    pbStub.route('/api/gymbuddy/mail').mockResolvedValue({ enabled: true })
  })

  it('lists every step with a link to its screen, none ticked, for a brand new trainer', async () => {
    pbStub.collection('trainer_profiles').getFirstListItem.mockRejectedValue(pbError(404))
    renderCard()
    const card = await screen.findByRole('region', { name: 'Finish setting up' })
    const links = within(card).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/user/gym-buddy-profile/edit#trainer-profile',
      '/user/gym-buddy-profile/edit#venues',
      '/user/gym-buddy-profile/hours#working-hours',
      '/user/account#account-photo-title',
      '/user/payments#paynow-heading',
      '/user/account#account-email-title',
      '/user/payments#packages-heading',
      '/user/gym-buddy-profile/edit#credentials',
    ])
    expect(within(card).getAllByText('(to do)', { exact: false })).toHaveLength(8)
    // The optional steps say so and are not counted.
    expect(
      within(card).getByRole('link', { name: /Add a credential\s*\(optional\)/ }),
    ).toBeVisible()
    expect(within(card).getByRole('link', { name: /Offer a package\s*\(optional\)/ })).toBeVisible()
    expect(within(card).getByText(/0 of 6 done/)).toBeInTheDocument()
  })

  it('ticks the profile and the hours once they are saved', async () => {
    pbStub
      .collection('trainer_profiles')
      .getFirstListItem.mockResolvedValue(
        makeTrainerProfileRecord({ specializations: ['Yoga'], weeklyHours: {} }),
      )
    renderCard()
    const profile = await screen.findByRole('link', { name: /Complete your Gym Buddy Profile/ })
    expect(profile).toHaveTextContent('(done)')
    expect(screen.getByRole('link', { name: /Set your working hours/ })).toHaveTextContent('(done)')
    expect(screen.getByRole('link', { name: /Add your venues/ })).toHaveTextContent('(to do)')
    expect(screen.getByRole('link', { name: /Add a profile photo/ })).toHaveTextContent('(to do)')
  })

  it('is gone once every step is done', async () => {
    pbStub.collection('trainer_profiles').getFirstListItem.mockResolvedValue(
      makeTrainerProfileRecord({
        specializations: ['Yoga'],
        weeklyHours: { mon: [9] },
        venues: [{ name: 'ActiveSG Gym Bishan', area: 'Central', kind: 'gym' }],
        paynowId: '+6591234567',
      }),
    )
    renderCard(makeUserRecord({ userType: 'trainer', avatar: 'me.jpg', verified: true }))
    await vi.waitFor(() =>
      expect(pbStub.collection('trainer_profiles').getFirstListItem).toHaveBeenCalled(),
    )
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(screen.queryByRole('region', { name: 'Finish setting up' })).not.toBeInTheDocument()
  })
})
