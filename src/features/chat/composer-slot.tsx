import { SendIcon } from 'lucide-react'
import { useId, type ComponentProps } from 'react'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { useModuleAfterFirstPaint } from '@/lib/after-first-paint'
import { COMPOSER_INPUT_CLASS } from './composer'
import type { MessageComposer } from './message-composer'

// The composer's form code (react-hook-form, zod) is not needed to show the conversation.
const loadComposer = () => import('./message-composer')

/**
 * The message input. Its form code loads once the conversation has painted; until then the same
 * row shows disabled, as the composer itself is until the live connection is up.
 */
export function ComposerSlot(props: ComponentProps<typeof MessageComposer>) {
  const Composer = useModuleAfterFirstPaint(loadComposer)?.MessageComposer
  const id = useId()
  if (Composer) return <Composer {...props} />
  return (
    <form className="border-t p-3 md:p-4" aria-busy="true">
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          Message
        </label>
        <Textarea
          id={id}
          placeholder="Type a message..."
          rows={1}
          className={COMPOSER_INPUT_CLASS}
          disabled
        />
        <Button type="submit" disabled>
          <SendIcon aria-hidden="true" />
          Send
        </Button>
      </div>
    </form>
  )
}
