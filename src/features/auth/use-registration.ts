import { useLocation, useNavigate } from 'react-router-dom'
import { carryReturnPath } from '@/lib/return-path'
import { showServerErrors, submitWith, useClearErrorsOnEdit, useSchemaForm } from '@/lib/forms'
import { toast } from '@/lib/toast'
import { MESSAGES } from '@/content/messages'
import { createAccount, signIn } from './auth-api'
import { registerErrorMessage } from './auth-errors'
import { registrationSchema } from './auth-validation'

const EMPTY = { name: '', email: '', password: '', passwordConfirm: '', termsAccepted: false }

/** Register form and submit (spec §4: create account, sign in, then profile creation). */
export function useRegistration() {
  const navigate = useNavigate()
  // Where the visitor was sent from (a booking): profile creation returns there.
  const returnState = carryReturnPath(useLocation().state)
  const form = useSchemaForm(registrationSchema, EMPTY)

  // Like login's alert, the message goes once the user changes anything.
  useClearErrorsOnEdit(form)

  const submit = submitWith(form, async ({ name, email, password, passwordConfirm }) => {
    try {
      await createAccount({ name: name.trim(), email, password, passwordConfirm })
    } catch (failure) {
      return showServerErrors(form, failure, registerErrorMessage(failure))
    }
    // If the automatic sign-in fails, the account exists: the user signs in by hand.
    const signedIn = await signIn(email, password).then(
      () => true,
      () => false,
    )
    toast.success(MESSAGES.accountCreated)
    await navigate(signedIn ? '/user/profile/create' : '/login', { state: returnState })
  })

  return { form, submit }
}
