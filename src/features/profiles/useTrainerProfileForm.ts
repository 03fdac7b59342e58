import { useEffect, useState, type FormEvent } from 'react'
import { useReconnections } from '@/lib/connection'
import { toast } from '@/lib/toast'
import { USER_AREA_MESSAGES } from '@/content/messages'
import { fieldErrorMessages } from '@/lib/errors'
import type { TrainerProfileRecord, UserRecord } from '@/lib/types'
import { withoutError, type FieldErrors } from './profileFields'
import { findTrainerProfile, saveTrainerProfile } from './profilesApi'
import {
  trainerProfilePayload,
  trainerProfileSaveError,
  trainerProfileValues,
  validateTrainerProfile,
  type TrainerProfileField,
  type TrainerProfileValues,
} from './trainerProfileForm'

type LoadStatus = 'loading' | 'ready' | 'failed'

/** State of the trainer profile form: load the profile (if any), validate, create or update. */
export function useTrainerProfileForm(user: UserRecord) {
  const [status, setStatus] = useState<LoadStatus>('loading')
  const [attempt, setAttempt] = useState(0)
  const [existing, setExisting] = useState<TrainerProfileRecord | null>(null)
  const [values, setValues] = useState<TrainerProfileValues>(() => trainerProfileValues(null))
  const [errors, setErrors] = useState<FieldErrors<TrainerProfileField>>({})
  const [saving, setSaving] = useState(false)
  const [saveError, setSaveError] = useState<string>()
  const [loadError, setLoadError] = useState<unknown>()
  // A failed load tries again when the server is back; a loaded form keeps what was typed.
  const reconnections = useReconnections()
  const [seenReconnections, setSeenReconnections] = useState(reconnections)
  if (reconnections !== seenReconnections) {
    setSeenReconnections(reconnections)
    if (status === 'failed') {
      setStatus('loading')
      setAttempt((current) => current + 1)
    }
  }

  useEffect(() => {
    let cancelled = false
    findTrainerProfile(user.id).then(
      (profile) => {
        if (cancelled) return
        setExisting(profile)
        setValues(trainerProfileValues(profile))
        setStatus('ready')
      },
      (error: unknown) => {
        console.error('Failed to load trainer profile', error)
        if (cancelled) return
        setLoadError(error)
        setStatus('failed')
      },
    )
    return () => {
      cancelled = true
    }
  }, [user.id, attempt])

  function setField<F extends TrainerProfileField>(field: F, value: TrainerProfileValues[F]) {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => withoutError(current, field))
  }

  function retryLoad() {
    setStatus('loading')
    setAttempt((current) => current + 1)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problems = validateTrainerProfile(values)
    setErrors(problems)
    setSaveError(undefined)
    if (Object.keys(problems).length > 0) return
    setSaving(true)
    try {
      setExisting(await saveTrainerProfile(user, existing, trainerProfilePayload(values, user.id)))
      toast.success(USER_AREA_MESSAGES.trainerProfileSaved)
    } catch (error) {
      console.error('Failed to save trainer profile', error)
      setSaveError(trainerProfileSaveError(error))
      setErrors(fieldErrorMessages(error))
    } finally {
      setSaving(false)
    }
  }

  return { status, loadError, values, errors, saving, saveError, setField, retryLoad, submit }
}
