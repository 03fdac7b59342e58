// What the user-area layout loads before it shows a screen, handed to screens as outlet context.
import { useOutletContext } from 'react-router-dom'
import type { ClientProfileRecord } from './types'

export interface UserArea {
  /** The signed-in user's client profile; null when there is none or the lookup failed. */
  clientProfile: ClientProfileRecord | null
  /** True only when the lookup answered 404 (the dashboard then sends clients on). */
  clientProfileMissing: boolean
  /** Screens that save the client profile hand the saved record back here; null once removed. */
  setClientProfile: (profile: ClientProfileRecord | null) => void
}

export function useUserArea(): UserArea {
  return useOutletContext<UserArea>()
}
