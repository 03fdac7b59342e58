import { useState, type FormEvent } from 'react'
import { SendIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { LIMITS } from '@/content/constants'
import { clipCharacters } from '@/lib/characters'

/** The message input: Send or Enter sends; the text stays when sending fails (and says why). */
export function MessageComposer({
  disabled,
  onSend,
}: {
  disabled: boolean
  onSend: (text: string) => Promise<string | null>
}) {
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!text.trim() || sending) return
    setSending(true)
    const problem = await onSend(text)
    setSending(false)
    setError(problem)
    if (!problem) setText('')
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-2 border-t p-3 md:p-4">
      <div className="flex gap-2">
        <label htmlFor="message-text" className="sr-only">
          Message
        </label>
        <Input
          id="message-text"
          placeholder="Type a message..."
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'message-error' : undefined}
          onChange={(event) => {
            // A limit in characters (code points), as the server counts; maxLength counts UTF-16.
            setText(clipCharacters(event.target.value, LIMITS.message))
            setError(null)
          }}
        />
        <Button type="submit" disabled={disabled || sending}>
          <SendIcon aria-hidden="true" />
          Send
        </Button>
      </div>
      <FieldError id="message-error" message={error ?? undefined} />
    </form>
  )
}
