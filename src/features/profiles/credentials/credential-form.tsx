import { useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { describeError } from '@/lib/errors'
import {
  CREDENTIAL_KINDS,
  DOCUMENT_TYPES,
  credentialProblems,
  sgtTodayIso,
  type CredentialInput,
  type CredentialKind,
  type CredentialProblems,
} from './credentials-logic'

/** One field's label, control and message, tied together for screen readers. */
function Field({
  id,
  label,
  error,
  children,
}: {
  id: string
  label: string
  error?: string
  children: ReactNode
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

/** Adding a credential (or its renewal): kind, title, number, issuer, expiry and the document. */
export function CredentialForm({
  initial,
  onSubmit,
  onCancel,
}: {
  initial: CredentialInput
  onSubmit: (input: CredentialInput) => Promise<void>
  onCancel: () => void
}) {
  const [input, setInput] = useState(initial)
  const [problems, setProblems] = useState<CredentialProblems>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const set = (patch: Partial<CredentialInput>) => setInput((current) => ({ ...current, ...patch }))
  const today = sgtTodayIso()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = credentialProblems(input, today)
    setProblems(found)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    setFailure(null)
    try {
      await onSubmit(input)
    } catch (error) {
      setFailure(describeError(error, 'Failed to add the credential. Please try again.'))
    } finally {
      setBusy(false)
    }
  }

  const invalid = (field: keyof CredentialInput) =>
    problems[field] ? { 'aria-invalid': true, 'aria-describedby': `credential-${field}-error` } : {}
  return (
    <form className="grid gap-4 rounded-lg border p-4" onSubmit={(event) => void submit(event)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="credential-kind" label="Kind" error={problems.kind}>
          <Select
            value={input.kind}
            onValueChange={(kind) => set({ kind: kind as CredentialKind })}
          >
            <SelectTrigger id="credential-kind" className="w-full" {...invalid('kind')}>
              <SelectValue placeholder="Select..." />
            </SelectTrigger>
            <SelectContent>
              {CREDENTIAL_KINDS.map((item) => (
                <SelectItem key={item.kind} value={item.kind}>
                  {item.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
        <Field
          id="credential-title"
          label={input.kind === 'certificate' ? 'Name' : 'Name (optional)'}
          error={problems.title}
        >
          <Input
            id="credential-title"
            value={input.title}
            maxLength={100}
            placeholder={input.kind === 'certificate' ? 'ACE CPT' : ''}
            onChange={(event) => set({ title: event.target.value })}
            {...invalid('title')}
          />
        </Field>
        <Field id="credential-number" label="Registration or certificate number">
          <Input
            id="credential-number"
            value={input.number}
            maxLength={60}
            onChange={(event) => set({ number: event.target.value })}
          />
        </Field>
        <Field id="credential-issuer" label="Issued by">
          <Input
            id="credential-issuer"
            value={input.issuer}
            maxLength={100}
            placeholder={input.kind === 'cpr_aed' ? 'Singapore Red Cross' : ''}
            onChange={(event) => set({ issuer: event.target.value })}
          />
        </Field>
        <Field
          id="credential-expiresOn"
          label={input.kind === 'cpr_aed' ? 'Valid until' : 'Valid until (if it expires)'}
          error={problems.expiresOn}
        >
          <Input
            id="credential-expiresOn"
            type="date"
            min={today}
            value={input.expiresOn}
            onChange={(event) => set({ expiresOn: event.target.value })}
            {...invalid('expiresOn')}
          />
        </Field>
        <Field
          id="credential-document"
          label="Document (PDF or photo, up to 5 MB)"
          error={problems.document}
        >
          <Input
            id="credential-document"
            type="file"
            accept={DOCUMENT_TYPES.join(',')}
            onChange={(event) => set({ document: event.target.files?.[0] ?? null })}
            {...invalid('document')}
          />
        </Field>
      </div>
      <p className="text-xs text-muted-foreground">
        Only you and the GymBuddy team see the number and the document. Once we have checked it,
        clients see what it is and until when it is valid.
      </p>
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Adding...' : 'Add credential'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
