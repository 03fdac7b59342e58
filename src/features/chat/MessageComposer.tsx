import { useState, type FormEvent } from 'react'
import { RotateCwIcon, SendIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { LIMITS } from '@/content/constants'
import { clipCharacters } from '@/lib/characters'
import { CHAT_TEXTS } from './chatTexts'
import { charactersLeft } from './composer'

/**
 * The message input: Send or Enter sends. When sending fails the text stays, the reason shows and
 * Retry sends it again; near the limit it counts the characters left.
 */
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
  const left = charactersLeft(text, LIMITS.message)
  const describedBy = [error && 'message-error', left !== null && 'message-left'].filter(Boolean)

  async function send() {
    if (!text.trim() || sending) return
    setSending(true)
    const problem = await onSend(text)
    setSending(false)
    setError(problem)
    if (!problem) setText('')
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void send()
  }

  return (
    <form onSubmit={submit} className="grid gap-2 border-t p-3 md:p-4">
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
          aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
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
      {left !== null && (
        <p id="message-left" className="text-xs text-muted-foreground">
          {CHAT_TEXTS.charactersLeft(left)}
        </p>
      )}
      {error && (
        <div className="flex flex-wrap items-center gap-3">
          <FieldError id="message-error" message={error} />
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={disabled || sending}
            onClick={() => void send()}
          >
            <RotateCwIcon aria-hidden="true" />
            {CHAT_TEXTS.retrySend}
          </Button>
        </div>
      )}
    </form>
  )
}
