import { useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { CONSENT_VERSIONS } from '@/content/consent-versions'
import { describeError } from '@/lib/errors'
import { toast } from '@/lib/toast'
import { useCurrentUser } from '@/stores/user'
import { acceptTerms, loadAcceptedTermsVersion } from './terms-update-api'
import { needsTermsUpdate } from './terms-update-check'

export const TERMS_UPDATE_TEXTS = {
  title: 'We have updated our Terms of Service',
  description: 'Please read the new terms and accept them to keep using GymBuddy.',
  read: 'Read the Terms of Service',
  accept: 'Accept the new terms',
  accepting: 'Accepting...',
  later: 'Not now',
  failed: 'The terms could not be accepted. Please try again.',
} as const

/** The pages the dialog would cover while the member reads them. */
const POLICY_PAGES = ['/terms', '/privacy']

/**
 * Asks a signed-in member once to accept the current terms when they last agreed to an older
 * version (or to none). "Not now" asks again on the next visit.
 */
export default function TermsUpdateDialog() {
  const user = useCurrentUser()
  const { pathname } = useLocation()
  const [askedFor, setAskedFor] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const current = CONSENT_VERSIONS.terms
  const userId = user?.id ?? null

  useEffect(() => {
    if (!userId) return
    let live = true
    loadAcceptedTermsVersion(userId).then(
      (accepted) => {
        if (live && needsTermsUpdate(accepted, current)) setAskedFor(userId)
      },
      // Unreachable or refused: ask on a later visit rather than block this one.
      (error: unknown) => console.error('Failed to load the accepted terms', error),
    )
    return () => {
      live = false
    }
  }, [userId, current])

  async function accept() {
    setBusy(true)
    try {
      await acceptTerms(current)
      setAskedFor(null)
    } catch (error) {
      console.error('Failed to accept the terms', error)
      toast.error(describeError(error, TERMS_UPDATE_TEXTS.failed))
    } finally {
      setBusy(false)
    }
  }

  const open = askedFor !== null && askedFor === userId && !POLICY_PAGES.includes(pathname)
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && setAskedFor(null)}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{TERMS_UPDATE_TEXTS.title}</DialogTitle>
          <DialogDescription>{TERMS_UPDATE_TEXTS.description}</DialogDescription>
        </DialogHeader>
        <Link
          to="/terms"
          target="_blank"
          rel="noopener"
          className="font-medium text-primary underline underline-offset-4"
        >
          {TERMS_UPDATE_TEXTS.read}
          <span className="sr-only"> (opens in a new tab)</span>
        </Link>
        <DialogFooter>
          <Button type="button" variant="outline" disabled={busy} onClick={() => setAskedFor(null)}>
            {TERMS_UPDATE_TEXTS.later}
          </Button>
          <Button type="button" disabled={busy} onClick={() => void accept()}>
            {busy ? TERMS_UPDATE_TEXTS.accepting : TERMS_UPDATE_TEXTS.accept}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
