import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { describeError } from '@/lib/errors'
import { toast } from '@/lib/toast'
import type { CredentialRecord } from '@/lib/types'
import { useLiveQuery } from '@/lib/use-live-query'
import { useNow } from '@/lib/use-now'
import { addCredential, listOwnCredentials, removeCredential } from './credentials-api'
import { CredentialForm } from './credential-form'
import { CredentialRow } from './credential-row'
import { EMPTY_CREDENTIAL, renewalInput, type CredentialInput } from './credentials-logic'

/**
 * The trainer's credentials on their profile screen: add one (or its renewal), see each one's
 * status and the operator's note, remove one. Verified ones show as badges to clients.
 */
export function CredentialsCard({ trainerId }: { trainerId: string }) {
  const now = useNow()
  const query = useLiveQuery(() => listOwnCredentials(trainerId), { key: trainerId })
  // The form's starting values (a renewal starts from the credential it renews); null: closed.
  const [form, setForm] = useState<{ input: CredentialInput; key: number } | null>(null)
  const open = (input: CredentialInput) => setForm({ input, key: Date.now() })

  async function add(input: CredentialInput) {
    const saved = await addCredential(trainerId, input)
    query.update((list) => [saved, ...(list ?? [])])
    setForm(null)
    toast.success('Credential added: clients see it once we have checked it.')
  }

  async function remove(credential: CredentialRecord) {
    try {
      await removeCredential(credential.id)
      query.update((list) => (list ?? []).filter((item) => item.id !== credential.id))
      toast.success('Credential removed.')
    } catch (error) {
      toast.error(describeError(error, 'Failed to remove the credential.'))
    }
  }

  const credentials = query.data ?? []
  return (
    <Card id="credentials" className="mx-auto w-full max-w-2xl scroll-mt-20">
      <CardHeader className="gap-1">
        <h2 className="text-lg font-semibold">Credentials</h2>
        <p className="text-sm text-muted-foreground">
          Your NREP registration, CPR/AED certificate and other certificates. Once we have checked
          one, clients see a badge on your card, and can filter for verified coaches.
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {query.failed && (
          <p role="alert" className="text-sm text-destructive">
            Failed to load your credentials.
          </p>
        )}
        {credentials.length > 0 && (
          <ul className="grid gap-3" aria-label="Your credentials">
            {credentials.map((credential) => (
              <CredentialRow
                key={credential.id}
                credential={credential}
                now={now}
                onRenew={(old) => open(renewalInput(old))}
                onRemove={remove}
              />
            ))}
          </ul>
        )}
        {form ? (
          <CredentialForm
            key={form.key}
            initial={form.input}
            onSubmit={add}
            onCancel={() => setForm(null)}
          />
        ) : (
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => open(EMPTY_CREDENTIAL)}
          >
            Add a credential
          </Button>
        )}
      </CardContent>
    </Card>
  )
}
