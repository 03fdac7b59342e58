import { useEffect, useState, type FormEvent } from 'react'
import { useReconnections } from '@/lib/connection'
import { fieldErrorMessages } from '@/lib/errors'
import { findClientProfile } from '@/lib/profiles'
import type { ClientProfileRecord, UserRecord } from '@/lib/types'
import {
  clientProfilePayload,
  clientProfileSaveError,
  clientProfileValues,
  validateClientProfile,
  type ClientProfileField,
  type ClientProfileValues,
} from './clientProfileForm'
import { withoutError, type FieldErrors } from './profileFields'
import { saveClientProfile } from './profilesApi'

type LoadStatus = 'loading' | 'ready' | 'failed'

/** State of the client profile form: load the profile (if any), validate, create or update. */
export function useClientProfileForm(
  user: UserRecord,
  onSaved: (profile: ClientProfileRecord) => void,
) {
  const [status, setStatus] = useState<LoadStatus>('loading')
  const [attempt, setAttempt] = useState(0)
  const [existing, setExisting] = useState<ClientProfileRecord | null>(null)
  const [values, setValues] = useState<ClientProfileValues>(() => clientProfileValues(null))
  const [errors, setErrors] = useState<FieldErrors<ClientProfileField>>({})
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
    findClientProfile(user.id).then(
      (profile) => {
        if (cancelled) return
        setExisting(profile)
        setValues(clientProfileValues(profile))
        setStatus('ready')
      },
      (error: unknown) => {
        console.error('Failed to load client profile', error)
        if (cancelled) return
        setLoadError(error)
        setStatus('failed')
      },
    )
    return () => {
      cancelled = true
    }
  }, [user.id, attempt])

  function setField(field: ClientProfileField, value: string) {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => withoutError(current, field))
  }

  function retryLoad() {
    setStatus('loading')
    setAttempt((current) => current + 1)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problems = validateClientProfile(values)
    setErrors(problems)
    setSaveError(undefined)
    if (Object.keys(problems).length > 0) return
    setSaving(true)
    try {
      const saved = await saveClientProfile(user, existing, clientProfilePayload(values, user.id))
      setExisting(saved)
      onSaved(saved)
    } catch (error) {
      setSaveError(clientProfileSaveError(error))
      setErrors(fieldErrorMessages(error))
    } finally {
      setSaving(false)
    }
  }

  return { status, loadError, values, errors, saving, saveError, setField, retryLoad, submit }
}
