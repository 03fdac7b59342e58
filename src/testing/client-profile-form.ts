import { screen } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { HEALTH_CONSENT } from '@/content/consent-versions'

type Events = ReturnType<typeof userEvent.setup>

/** Picks one option of a labelled Radix select. */
export async function pickOption(events: Events, label: string, option: string) {
  await events.click(screen.getByLabelText(label))
  await events.click(await screen.findByRole('option', { name: option }))
}

/** The first profile's health-consent tick box, found by its label. */
export const healthConsentBox = () => screen.getByRole('checkbox', { name: HEALTH_CONSENT.label })

/** A first client profile starts empty: fills in what it needs to be saved, consent ticked. */
export async function fillFirstClientProfile(events: Events, goals = 'Weight Loss') {
  await events.type(await screen.findByLabelText('Fitness Goals'), goals)
  await pickOption(events, 'Experience Level', 'Beginner')
  await pickOption(events, 'Preferred Location', 'Central')
  await events.click(healthConsentBox())
}
