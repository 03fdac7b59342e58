import { useEffect, useRef, useState } from 'react'
import * as z from 'zod/mini'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import {
  Form,
  FormAlert,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form'
import { PasswordInput } from '@/components/ui/password-input'
import { failsWith, showServerErrors, submitWith, useSchemaForm } from '@/lib/forms'
import { loadCredits } from '@/lib/payments'
import { useCurrentUser } from '@/stores/user'
import { describeDeleteFailure } from './delete-account-errors'
import { deleteMyAccount } from './privacy-data-api'
import { DestructiveConfirmFooter } from './destructive-confirm-footer'
import { PRIVACY_DATA_TEXTS as TEXTS } from './privacy-data-texts'
import { unusedCreditLines } from './unused-credits'

const deleteSchema = z.object({
  password: z
    .string()
    .check(failsWith((value: string) => (value ? undefined : TEXTS.passwordRequired))),
})

/**
 * Delete my account: what will happen, the password, then a confirm step. A refusal closes the
 * step and shows under the field, keeping what was typed.
 */
export function DeleteAccountCard({ onDeleted }: { onDeleted: () => void }) {
  const form = useSchemaForm(deleteSchema, { password: '' })
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const deleteButton = useRef<HTMLButtonElement>(null)
  const me = useCurrentUser()?.id ?? ''
  const [unused, setUnused] = useState<string[]>([])
  // Paid-for sessions are lost with the account: named before the delete step, not after.
  useEffect(() => {
    let live = true
    loadCredits().then(
      (items) => live && setUnused(unusedCreditLines(items, me)),
      (error: unknown) => console.error('Failed to load package credits', error),
    )
    return () => {
      live = false
    }
  }, [me])

  const askToConfirm = submitWith(form, () => setConfirming(true))

  async function confirm() {
    setBusy(true)
    try {
      await deleteMyAccount(form.getValues('password'))
      onDeleted()
    } catch (error) {
      console.error('Failed to delete the account', error)
      const failure = describeDeleteFailure(error)
      if (failure.field) form.setError(failure.field, { type: 'server', message: failure.message })
      else showServerErrors(form, error, failure.message)
      setConfirming(false)
      setBusy(false)
    }
  }

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <h2 className="text-xl font-semibold">{TEXTS.deleteTitle}</h2>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p>{TEXTS.deleteIntro}</p>
        <ul className="grid list-disc gap-1 pl-5 text-sm">
          {TEXTS.deleteSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
        {unused.length > 0 && (
          <div
            className="grid gap-1 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm"
            data-testid="unused-credits"
          >
            <p className="font-medium">
              You have paid for sessions you have not used. They are lost with your account:
            </p>
            <ul className="grid list-disc gap-1 pl-5">
              {unused.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}
        <Form {...form}>
          <form noValidate onSubmit={askToConfirm} className="grid max-w-sm gap-4">
            <FormAlert />
            <FormField
              control={form.control}
              name="password"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{TEXTS.passwordLabel}</FormLabel>
                  <FormControl>
                    <PasswordInput autoComplete="current-password" aria-required {...field} />
                  </FormControl>
                  <FormDescription>{TEXTS.passwordHint}</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <Button
              ref={deleteButton}
              type="submit"
              variant="destructive"
              className="justify-self-start"
            >
              {TEXTS.deleteButton}
            </Button>
          </form>
        </Form>
      </CardContent>
      <Dialog open={confirming} onOpenChange={(open) => !busy && setConfirming(open)}>
        <DialogContent
          className="sm:max-w-md"
          // The step has no trigger (the form opens it): focus goes back to the password after a
          // refusal about it, else to the button that asked.
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            if (form.formState.errors.password) form.setFocus('password')
            else deleteButton.current?.focus()
          }}
        >
          <DialogHeader>
            <DialogTitle>{TEXTS.confirmTitle}</DialogTitle>
            <DialogDescription>
              {TEXTS.confirmDescription}
              {unused.length > 0 && ` Your unused package sessions are lost with it.`}
            </DialogDescription>
          </DialogHeader>
          <DestructiveConfirmFooter
            busy={busy}
            keepLabel={TEXTS.keepButton}
            confirmLabel={TEXTS.confirmButton}
            busyLabel={TEXTS.deleting}
            onKeep={() => setConfirming(false)}
            onConfirm={() => void confirm()}
          />
        </DialogContent>
      </Dialog>
    </Card>
  )
}
