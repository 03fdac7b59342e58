import { useMemo, useState, type ReactNode } from 'react'
import * as z from 'zod/mini'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  useFormField,
} from '@/components/ui/form'
import { Textarea } from '@/components/ui/textarea'
import { LIMITS } from '@/content/limits'
import { characterCount } from '@/lib/characters'
import { failsWith, submitWith, useSchemaForm } from '@/lib/forms'
import { BOOKING_TEXTS } from './booking-texts'

export interface ReasonDialogProps {
  /** The row's button that opens the step, e.g. Decline or Cancel. */
  trigger: ReactNode
  title: string
  description: string
  reasonLabel: string
  reasonRequired: boolean
  confirmLabel: string
  keepLabel: string
  /** Sends the change; a thrown refusal is explained by `describeFailure` and the step stays open. */
  onConfirm: (reason: string) => Promise<void>
  describeFailure: (error: unknown) => string
  /** Open on arrival (a link that asks for this step, e.g. /my-bookings?cancel=<id>). */
  defaultOpen?: boolean
}

/** The reason: required or optional, at most LIMITS.reason characters (code points, trimmed). */
function reasonSchema(required: boolean) {
  return z.object({
    reason: z.string().check(
      z.trim(),
      failsWith((text: string) => {
        if (required && !text) return BOOKING_TEXTS.reasonRequired
        return characterCount(text) > LIMITS.reason ? BOOKING_TEXTS.reasonTooLong : undefined
      }),
    ),
  })
}

/** The step's message (a rule or the server's refusal), in the box the reason points at. */
function ReasonMessage() {
  const { error, formMessageId } = useFormField()
  if (!error?.message) return null
  return (
    <Alert id={formMessageId} variant="destructive">
      {error.message}
    </Alert>
  )
}

/** A small confirm step with a reason (optional or required); the typed reason survives a refusal. */
export function ReasonDialog(props: ReasonDialogProps) {
  const [open, setOpen] = useState(props.defaultOpen ?? false)
  const schema = useMemo(() => reasonSchema(props.reasonRequired), [props.reasonRequired])
  const form = useSchemaForm(schema, { reason: '' })
  const busy = form.formState.isSubmitting

  const confirm = submitWith(form, async ({ reason }) => {
    try {
      await props.onConfirm(reason)
      setOpen(false)
      form.reset()
    } catch (failure) {
      // The refusal is about this step: it shows where the rules' messages do.
      form.setError('reason', { type: 'server', message: props.describeFailure(failure) })
    }
  })

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) form.clearErrors()
      }}
    >
      <DialogTrigger asChild>{props.trigger}</DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form className="grid gap-4" onSubmit={confirm}>
            <FormField
              control={form.control}
              name="reason"
              render={({ field }) => (
                <FormItem className="gap-4">
                  <div className="grid gap-2">
                    <FormLabel>{props.reasonLabel}</FormLabel>
                    <FormControl>
                      <Textarea rows={3} aria-required={props.reasonRequired} {...field} />
                    </FormControl>
                  </div>
                  <ReasonMessage />
                </FormItem>
              )}
            />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                {props.keepLabel}
              </Button>
              <Button type="submit" variant="destructive" disabled={busy}>
                {props.confirmLabel}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
