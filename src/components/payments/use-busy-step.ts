// One payment step at a time on a row (mark paid, waive, set a price, give a session back): the
// buttons wait while it runs, success is toasted and the row reloads; a refusal is explained.
import { useState } from 'react'
import { describeError } from '@/lib/errors'
import { toast } from '@/lib/toast'

export function useBusyStep(onChanged: () => void) {
  const [busy, setBusy] = useState(false)
  async function run(step: () => Promise<unknown>, done?: string) {
    setBusy(true)
    try {
      await step()
      if (done) toast.success(done)
      onChanged()
    } catch (failure) {
      toast.error(describeError(failure))
    } finally {
      setBusy(false)
    }
  }
  return { busy, run }
}
