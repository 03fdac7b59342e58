import type { ReactNode } from 'react'
import { LoadFailed } from '@/components/load-failed'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import type { useProfileForm } from './use-profile-form'

/** A profile form's card: Loading..., the load-failed block with Retry, or the form itself. */
export function ProfileFormCard({
  titleAs: Title = 'h2',
  title,
  description,
  profile,
  failedTitle,
  what,
  children,
}: {
  titleAs?: 'h1' | 'h2'
  title: string
  description: string
  profile: Pick<ReturnType<typeof useProfileForm>, 'status' | 'loadError' | 'retryLoad'>
  /** The sentence shown when the profile could not be loaded. */
  failedTitle: string
  /** What could not be loaded, e.g. "your profile". */
  what: string
  children: ReactNode
}) {
  return (
    <Card className="mx-auto w-full max-w-2xl">
      <CardHeader>
        <Title className="text-2xl font-semibold">{title}</Title>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {profile.status === 'loading' && <Spinner label="Loading..." />}
        {profile.status === 'failed' && (
          <LoadFailed
            title={failedTitle}
            what={what}
            error={profile.loadError}
            onRetry={profile.retryLoad}
          />
        )}
        {profile.status === 'ready' && children}
      </CardContent>
    </Card>
  )
}

/** A profile form's buttons: Cancel (when there is somewhere to go back to) and Save Profile. */
export function ProfileFormButtons({
  saving,
  onCancel,
}: {
  saving: boolean
  onCancel?: () => void
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      {onCancel && (
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      )}
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving Profile...' : 'Save Profile'}
      </Button>
    </div>
  )
}
