import { useEffect, useState } from 'react'

const seenKey = (userId: string) => `gymbuddy.dashboardSeen.${userId}`

function hasSeen(userId: string): boolean {
  try {
    return localStorage.getItem(seenKey(userId)) !== null
  } catch {
    // Storage blocked (private mode): greet as a returning member rather than every time anew.
    return true
  }
}

/**
 * True on the member's first dashboard visit in this browser (then "Welcome", later "Welcome
 * back"); the answer holds for the whole visit (docs/decisions.md "First visit").
 */
export function useFirstVisit(userId: string): boolean {
  const [first] = useState(() => !hasSeen(userId))
  useEffect(() => {
    try {
      localStorage.setItem(seenKey(userId), new Date().toISOString())
    } catch {
      // Not kept: the next visit greets as a first one again, which is harmless.
    }
  }, [userId])
  return first
}
