import { useEffect, useState } from 'react'
import type { DefaultValues, FieldPath, FieldValues } from 'react-hook-form'
import type * as z from 'zod/mini'
import { useReconnections } from '@/lib/connection'
import { showServerErrors, submitWith, useSchemaForm } from '@/lib/forms'
import type { UserRecord } from '@/lib/types'

type LoadStatus = 'loading' | 'ready' | 'failed'

/** What tells the client and the trainer profile forms apart; the rest is this hook. */
export interface ProfileFormKind<TValues extends FieldValues, TProfile> {
  /** For the console, e.g. "client profile". */
  name: string
  schema: z.ZodMiniType<TValues, TValues>
  /** The saved profile's values, or the defaults for a new one. */
  valuesOf: (profile: TProfile | null) => TValues
  load: (userId: string) => Promise<TProfile | null>
  /** Creates or updates (existing null: create). */
  save: (user: UserRecord, existing: TProfile | null, values: TValues) => Promise<TProfile>
  /** The sentence above the form when a save is refused. */
  saveError: (error: unknown) => string
}

/**
 * A profile form: loads the profile (if any), retries a failed load when asked or when the server
 * is back (a loaded form keeps what was typed), validates with the schema, creates or updates,
 * and puts a refusal's words above the form and under the fields the server named.
 */
export function useProfileForm<TValues extends FieldValues, TProfile>(
  user: UserRecord,
  kind: ProfileFormKind<TValues, TProfile>,
  /** `created`: the save made the member's first profile of this kind. */
  onSaved: (profile: TProfile, created: boolean) => void,
) {
  const [status, setStatus] = useState<LoadStatus>('loading')
  const [attempt, setAttempt] = useState(0)
  const [existing, setExisting] = useState<TProfile | null>(null)
  const [loadError, setLoadError] = useState<unknown>()
  const form = useSchemaForm(kind.schema, kind.valuesOf(null) as DefaultValues<TValues>)
  const { load, valuesOf, name } = kind
  const { reset } = form

  const retryLoad = () => {
    setStatus('loading')
    setAttempt((current) => current + 1)
  }
  const reconnections = useReconnections()
  const [seenReconnections, setSeenReconnections] = useState(reconnections)
  if (reconnections !== seenReconnections) {
    setSeenReconnections(reconnections)
    if (status === 'failed') retryLoad()
  }

  useEffect(() => {
    let cancelled = false
    load(user.id).then(
      (profile) => {
        if (cancelled) return
        setExisting(profile)
        reset(valuesOf(profile))
        setStatus('ready')
      },
      (error: unknown) => {
        console.error(`Failed to load ${name}`, error)
        if (cancelled) return
        setLoadError(error)
        setStatus('failed')
      },
    )
    return () => {
      cancelled = true
    }
  }, [user.id, attempt, load, valuesOf, name, reset])

  const submit = submitWith(form, async (values) => {
    try {
      const saved = await kind.save(user, existing, values)
      setExisting(saved)
      onSaved(saved, existing === null)
    } catch (error) {
      console.error(`Failed to save ${name}`, error)
      const fields = Object.keys(values) as FieldPath<TValues>[]
      showServerErrors(form, error, kind.saveError(error), fields)
    }
  })

  return {
    status,
    loadError,
    retryLoad,
    form,
    submit,
    saving: form.formState.isSubmitting,
    /** Loaded, and no profile of this kind yet: the save creates one. */
    creating: status === 'ready' && existing === null,
  }
}
