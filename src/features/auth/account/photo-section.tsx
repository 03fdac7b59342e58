import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react'
import { Alert } from '@/components/ui/alert'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { avatarInitial, avatarUrl } from '@/lib/avatars'
import { describeError } from '@/lib/errors'
import { toast } from '@/lib/toast'
import type { UserRecord } from '@/lib/types'
import { removePhoto, savePhoto } from './account-api'
import { AccountSection } from './account-section'
import { PHOTO_RULES, PHOTO_TYPES, photoFileProblem } from './photo-file'

const UPLOAD_FAILED = 'Your photo could not be saved. Please try again.'

/** The chosen file's preview address, released when the choice changes. */
function usePreview(file: File | null): string | undefined {
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file])
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview)
    },
    [preview],
  )
  return preview
}

/** Upload with a preview, replace, remove; the server's refusal (size, kind) is shown as said. */
export function PhotoSection({ user }: { user: UserRecord }) {
  const input = useRef<HTMLInputElement>(null)
  const [chosen, setChosen] = useState<File | null>(null)
  const [problem, setProblem] = useState<string>()
  const [busy, setBusy] = useState(false)
  const preview = usePreview(chosen)
  const current = avatarUrl(user)
  const initial = avatarInitial(user.name, user.email, 'U')

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null
    event.target.value = '' // the same file may be chosen again after a refusal
    if (!file) return
    const refusal = photoFileProblem(file)
    setProblem(refusal)
    setChosen(refusal ? null : file)
  }

  async function run(action: () => Promise<void>, done: string) {
    setBusy(true)
    setProblem(undefined)
    try {
      await action()
      setChosen(null)
      toast.success(done)
    } catch (error) {
      console.error('Failed to change the profile photo', error)
      setProblem(describeError(error, UPLOAD_FAILED))
    } finally {
      setBusy(false)
    }
  }

  return (
    <AccountSection
      id="account-photo"
      title="Profile photo"
      description="Shown to other members wherever you appear: cards, chats, bookings."
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar src={preview ?? current} initial={initial} className="size-24 text-3xl" />
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">
            {chosen ? 'Preview: save to use this photo.' : PHOTO_RULES}
          </p>
          <input
            ref={input}
            id="account-photo-file"
            type="file"
            accept={PHOTO_TYPES.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-label="Photo file"
            onChange={choose}
          />
          <div className="flex flex-wrap gap-2">
            {chosen ? (
              <>
                <Button
                  disabled={busy}
                  onClick={() => void run(() => savePhoto(user.id, chosen), 'Photo saved.')}
                >
                  {busy ? 'Saving...' : 'Save photo'}
                </Button>
                <Button variant="outline" disabled={busy} onClick={() => setChosen(null)}>
                  Cancel
                </Button>
              </>
            ) : (
              <>
                <Button variant="outline" disabled={busy} onClick={() => input.current?.click()}>
                  {current ? 'Replace photo' : 'Upload photo'}
                </Button>
                {current && (
                  <Button
                    variant="ghost"
                    disabled={busy}
                    onClick={() => void run(() => removePhoto(user.id), 'Photo removed.')}
                  >
                    Remove photo
                  </Button>
                )}
              </>
            )}
          </div>
        </div>
      </div>
      {problem && (
        <Alert variant="destructive" className="mt-4">
          {problem}
        </Alert>
      )}
    </AccountSection>
  )
}
