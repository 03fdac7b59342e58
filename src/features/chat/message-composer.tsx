import { RotateCwIcon, SendIcon } from 'lucide-react'
import { useState, type ClipboardEvent, type KeyboardEvent } from 'react'
import * as z from 'zod/mini'
import { Button } from '@/components/ui/button'
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  useFormField,
} from '@/components/ui/form'
import { Textarea } from '@/components/ui/textarea'
import { LIMITS } from '@/content/limits'
import { characterCount } from '@/lib/characters'
import { clippedChange, submitWith, useSchemaForm } from '@/lib/forms'
import { CHAT_TEXTS } from './chat-texts'
import { charactersLeft, COMPOSER_INPUT_CLASS, pastedLength, type SendProblem } from './composer'
import { ResendVerificationButton } from './resend-verification-button'

/** A message: within the server's limit (clipped as typed); blank text is ignored, not refused. */
const messageSchema = z.object({
  text: z.string().check(z.refine((text) => characterCount(text) <= LIMITS.message)),
})

// The error type of a refusal that only a verified email lifts: Resend instead of Retry.
const VERIFY_EMAIL = 'verifyEmail'

/** Why the last send failed, with Retry (or Resend, when the email must be verified first). */
function SendFailed({ disabled, onRetry }: { disabled: boolean; onRetry: () => void }) {
  const { error, formMessageId } = useFormField()
  if (!error?.message) return null
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p id={formMessageId} className="text-sm text-destructive" role="alert">
        {error.message}
      </p>
      {error.type === VERIFY_EMAIL ? (
        <ResendVerificationButton disabled={disabled} />
      ) : (
        <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={onRetry}>
          <RotateCwIcon aria-hidden="true" />
          {CHAT_TEXTS.retrySend}
        </Button>
      )}
    </div>
  )
}

/**
 * Enter sends; Shift+Enter (and Enter while an input method composes a word) is a new line. While
 * a message is on its way Enter waits, as the Send button does, so messages keep their order.
 */
function sendOnEnter(event: KeyboardEvent<HTMLTextAreaElement>, sending: boolean) {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
  event.preventDefault()
  if (!sending) event.currentTarget.form?.requestSubmit()
}

/**
 * The message input: Send or Enter sends, Shift+Enter starts a new line. When sending fails the
 * text stays, the reason shows and Retry sends it again; near the limit it counts the characters
 * left, and a paste that would pass the limit is refused with its count (nothing is cut).
 */
export function MessageComposer({
  disabled,
  onSend,
}: {
  disabled: boolean
  onSend: (text: string) => Promise<SendProblem | null>
}) {
  const form = useSchemaForm(messageSchema, { text: '' })
  const sending = form.formState.isSubmitting
  const [pasteRefused, setPasteRefused] = useState<string | null>(null)

  const refuseLongPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const field = event.currentTarget
    const pasted = event.clipboardData.getData('text')
    const length = pastedLength(field.value, field.selectionStart, field.selectionEnd, pasted)
    if (length <= LIMITS.message) return setPasteRefused(null)
    event.preventDefault()
    setPasteRefused(CHAT_TEXTS.pasteTooLong(length, LIMITS.message))
  }

  const sendText = async ({ text }: { text: string }) => {
    if (!text.trim()) return
    // The box empties at once (the next message can be typed while this one is on its way).
    form.reset()
    const problem = await onSend(text)
    if (!problem) return
    // A refusal gives the text back (unless something new was typed); the reason shows with Retry.
    if (!form.getValues('text')) form.setValue('text', text)
    if (typeof problem === 'string') form.setError('text', { type: 'server', message: problem })
    else form.setError('text', { type: VERIFY_EMAIL, message: problem.message })
  }
  const send = submitWith(form, sendText)

  return (
    <Form {...form}>
      <form onSubmit={send} className="border-t p-3 md:p-4">
        <FormField
          control={form.control}
          name="text"
          render={({ field }) => {
            const left = charactersLeft(field.value, LIMITS.message)
            return (
              <FormItem>
                <div className="flex gap-2">
                  <FormLabel className="sr-only">Message</FormLabel>
                  <FormControl>
                    <Textarea
                      placeholder="Type a message..."
                      autoComplete="off"
                      rows={1}
                      className={COMPOSER_INPUT_CLASS}
                      {...field}
                      disabled={disabled}
                      onKeyDown={(event) => sendOnEnter(event, sending)}
                      onPaste={refuseLongPaste}
                      // A limit in characters (code points), as the server counts; maxLength counts UTF-16.
                      onChange={clippedChange(LIMITS.message, (value) => {
                        setPasteRefused(null)
                        field.onChange(value)
                      })}
                    />
                  </FormControl>
                  <Button type="submit" disabled={disabled || sending}>
                    <SendIcon aria-hidden="true" />
                    Send
                  </Button>
                </div>
                {left !== null && (
                  <FormDescription className="text-xs">
                    {CHAT_TEXTS.charactersLeft(left)}
                  </FormDescription>
                )}
                {pasteRefused && (
                  <p className="text-sm text-destructive" role="alert">
                    {pasteRefused}
                  </p>
                )}
                <SendFailed
                  disabled={disabled || sending}
                  onRetry={() => void form.handleSubmit(sendText)()}
                />
              </FormItem>
            )
          }}
        />
      </form>
    </Form>
  )
}
