import { useState, type FormEvent } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { carryReturnPath } from '@/lib/return-path'
import { toast } from '@/lib/toast'
import { MESSAGES } from '@/content/messages'
import { createAccount, signIn } from './authApi'
import { registerErrorMessage } from './authErrors'
import { validateRegistration } from './authValidation'

export interface RegistrationValues {
  name: string
  email: string
  password: string
  passwordConfirm: string
}

const EMPTY: RegistrationValues = { name: '', email: '', password: '', passwordConfirm: '' }

/** Register form state and submit (spec §4: create account, sign in, then profile creation). */
export function useRegistration() {
  const navigate = useNavigate()
  // Where the visitor was sent from (a booking): profile creation returns there.
  const returnState = carryReturnPath(useLocation().state)
  const [values, setValues] = useState<RegistrationValues>(EMPTY)
  const [termsAccepted, setTermsAccepted] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  // Like login's alert, a failure message goes once the user changes something.
  function setField(field: keyof RegistrationValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }))
    setError(null)
  }

  function acceptTerms(accepted: boolean) {
    setTermsAccepted(accepted)
    setError(null)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const invalid = validateRegistration({ ...values, termsAccepted })
    setError(invalid)
    if (invalid) return
    setBusy(true)
    const email = values.email.trim()
    try {
      await createAccount({ ...values, name: values.name.trim(), email })
    } catch (failure) {
      setError(registerErrorMessage(failure))
      setBusy(false)
      return
    }
    try {
      await signIn(email, values.password)
      toast.success(MESSAGES.accountCreated)
      navigate('/user/profile/create', { state: returnState })
    } catch {
      // The account exists but the automatic sign-in failed: let the user sign in by hand.
      toast.success(MESSAGES.accountCreated)
      navigate('/login', { state: returnState })
    }
  }

  return { values, setField, termsAccepted, acceptTerms, error, busy, submit }
}
