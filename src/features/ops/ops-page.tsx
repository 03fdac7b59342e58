import { useCallback, useEffect, useState } from 'react'
import { LoadFailed } from '@/components/load-failed'
import { PageNotFound } from '@/components/page-not-found'
import { Spinner } from '@/components/ui/spinner'
import { isNotFound } from '@/lib/errors'
import { useIsSignedIn } from '@/stores/user'
import { loadSummary, type OpsSummary } from './ops-api'
import { OpsDesk } from './ops-desk'

type Gate =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'failed'; error: unknown }
  | { state: 'open'; summary: OpsSummary }

/**
 * The operator desk (/ops). The server decides who is an operator: its summary answers anyone
 * else with a 404, and so does this page, so the desk's existence is not given away.
 */
export default function OpsPage() {
  const signedIn = useIsSignedIn()
  const [gate, setGate] = useState<Gate>({ state: 'loading' })

  const refresh = useCallback(async () => {
    try {
      setGate({ state: 'open', summary: await loadSummary() })
    } catch (error) {
      setGate(isNotFound(error) ? { state: 'not-found' } : { state: 'failed', error })
    }
  }, [])

  useEffect(() => {
    if (signedIn) void refresh()
  }, [signedIn, refresh])

  if (!signedIn || gate.state === 'not-found') return <PageNotFound />
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8">
      <title>Operator desk · GymBuddy</title>
      <h1 className="text-3xl font-bold tracking-tight">Operator desk</h1>
      {gate.state === 'loading' && <Spinner label="Opening the desk…" />}
      {gate.state === 'failed' && (
        <LoadFailed
          what="the operator desk"
          error={gate.error}
          onRetry={() => {
            setGate({ state: 'loading' })
            void refresh()
          }}
        />
      )}
      {gate.state === 'open' && <OpsDesk summary={gate.summary} onChanged={() => void refresh()} />}
    </div>
  )
}
