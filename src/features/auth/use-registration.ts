import { useLocation, useNavigate } from 'react-router-dom'
import { carryReturnPath } from '@/lib/return-path'
import { showServerErrors, submitWith, useClearErrorsOnEdit, useSchemaForm } from '@/lib/forms'
import { toast } from '@/lib/toast'
import { MESSAGES } from '@/content/messages'
import { createAccount, signIn, startCoaching } from './auth-api'
import { registerErrorMessage } from './auth-errors'
import { registrationSchema } from './auth-validation'

const EMPTY = {
  name: '',
  email: '',
  password: '',
  passwordConfirm: '',
  termsAccepted: false,
  role: 'train' as const,
}

/** Where a new member goes: a coach to the trainer profile form, anyone else to the fitness form. */
const AFTER_SIGN_UP = {
  train: '/user/profile/create',
  coach: '/user/gym-buddy-profile/edit',
} as const

/** Register form and submit (create account, sign in, then the chosen profile form). */
export function useRegistration() {
  const navigate = useNavigate()
  // Where the visitor was sent from (a booking): profile creation returns there.
  const returnState = carryReturnPath(useLocation().state)
  const form = useSchemaForm(registrationSchema, EMPTY)

  // Like login's alert, the message goes once the user changes anything.
  useClearErrorsOnEdit(form)

  const submit = submitWith(form, async (values) => {
    const { name, email, password, passwordConfirm, termsAccepted, role } = values
    try {
      await createAccount({
        name: name.trim(),
        email,
        password,
        passwordConfirm,
        acceptTerms: termsAccepted,
      })
    } catch (failure) {
      return showServerErrors(form, failure, registerErrorMessage(failure))
    }
    // If the automatic sign-in fails, the account exists: the user signs in by hand.
    const signedIn = await signIn(email, password).then(
      () => true,
      () => false,
    )
    // Failing that, the member is still a new member: "Become a Trainer" stays open to them.
    const coaching =
      signedIn &&
      role === 'coach' &&
      (await startCoaching().then(
        () => true,
        () => false,
      ))
    toast.success(MESSAGES.accountCreated)
    const next = coaching ? AFTER_SIGN_UP.coach : AFTER_SIGN_UP.train
    await navigate(signedIn ? next : '/login', { state: returnState })
  })

  return { form, submit }
}
