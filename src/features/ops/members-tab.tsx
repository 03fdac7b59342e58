import { useId, useRef, useState, type FormEvent } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { LoadFailed } from '@/components/load-failed'
import { Spinner } from '@/components/ui/spinner'
import { formatSgtLongDate, formatSgtShortDateTime } from '@/lib/dates'
import { searchMembers, setSuspended, type DeskMember } from './ops-api'
import { ReasonDialog } from './reason-dialog'

type Found =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'failed'; error: unknown }
  | { state: 'ready'; items: DeskMember[] }

const MIN_QUERY = 2

function MemberRow({ member, onDone }: { member: DeskMember; onDone: () => void }) {
  const name = member.name || member.email
  const suspended = Boolean(member.suspendedAt)
  return (
    <article
      aria-label={name}
      className="grid gap-2 rounded-lg border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-center"
    >
      <div className="grid min-w-0 gap-1">
        <p className="font-semibold break-words">{name}</p>
        <p className="text-sm break-all text-muted-foreground">{member.email}</p>
        <div className="flex flex-wrap gap-1 text-sm">
          <Badge variant="secondary">{member.userType || 'No profile yet'}</Badge>
          <Badge variant="outline">
            {member.verified ? 'Email verified' : 'Email not verified'}
          </Badge>
          {member.operator && <Badge variant="outline">Operator</Badge>}
          {suspended && (
            <Badge variant="destructive">
              Suspended {formatSgtShortDateTime(member.suspendedAt)}
            </Badge>
          )}
        </div>
        <p className="text-xs text-muted-foreground">Joined {formatSgtLongDate(member.created)}</p>
      </div>
      <div>
        {suspended ? (
          <ReasonDialog
            trigger={`Unsuspend ${name}`}
            title={`Unsuspend ${name}`}
            description="They can sign in again and return to the finder. Cancelled sessions stay cancelled."
            confirmLabel="Unsuspend"
            onConfirm={async (reason) => {
              await setSuspended(member.id, false, reason)
            }}
            onDone={onDone}
          />
        ) : (
          <ReasonDialog
            trigger={`Suspend ${name}`}
            triggerVariant="destructive"
            title={`Suspend ${name}`}
            description="They are signed out everywhere, cannot sign in, leave the finder, and their upcoming sessions are cancelled with a notice to the other side."
            confirmLabel="Suspend"
            destructive
            onConfirm={async (reason) => {
              await setSuspended(member.id, true, reason)
            }}
            onDone={onDone}
          />
        )}
      </div>
    </article>
  )
}

/** Find a member by name or email, and suspend or unsuspend them. */
export function MembersTab() {
  const [query, setQuery] = useState('')
  const [searched, setSearched] = useState('')
  const [found, setFound] = useState<Found>({ state: 'idle' })
  const [tooShort, setTooShort] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const fieldId = useId()

  async function run(q: string, afterDecision = false) {
    setSearched(q)
    if (!afterDecision) setFound({ state: 'loading' })
    try {
      setFound({ state: 'ready', items: await searchMembers(q) })
    } catch (error) {
      setFound({ state: 'failed', error })
    }
    if (afterDecision && document.activeElement === document.body) headingRef.current?.focus()
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const q = query.trim()
    setTooShort(q.length < MIN_QUERY)
    if (q.length >= MIN_QUERY) void run(q)
  }

  return (
    <section className="grid gap-4">
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        Members
      </h2>
      <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 basis-56 gap-2">
          <Label htmlFor={fieldId}>Name or email</Label>
          <Input
            id={fieldId}
            type="search"
            value={query}
            autoComplete="off"
            aria-invalid={tooShort ? true : undefined}
            aria-describedby={tooShort ? `${fieldId}-hint` : undefined}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <Button type="submit">Search</Button>
      </form>
      {tooShort && (
        <p id={`${fieldId}-hint`} role="alert" className="text-sm text-destructive">
          Type at least {MIN_QUERY} characters of a name or an email address.
        </p>
      )}
      {found.state === 'loading' && <Spinner label="Searching…" />}
      {found.state === 'failed' && (
        <LoadFailed what="the members" error={found.error} onRetry={() => void run(searched)} />
      )}
      {found.state === 'ready' &&
        (found.items.length === 0 ? (
          <p role="status" className="text-muted-foreground">
            No member matches “{searched}”.
          </p>
        ) : (
          <>
            <p role="status" className="text-sm text-muted-foreground">
              {found.items.length === 1
                ? `1 member matches “${searched}”.`
                : `${found.items.length} members match “${searched}”.`}
            </p>
            <ul className="grid gap-3">
              {found.items.map((member) => (
                <li key={member.id}>
                  <MemberRow member={member} onDone={() => void run(searched, true)} />
                </li>
              ))}
            </ul>
          </>
        ))}
    </section>
  )
}
