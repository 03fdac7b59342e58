// The part of Lighthouse 12's API the bench uses. Declared here (as for autocannon) so the app's
// typecheck passes whether or not scripts/bench/node_modules is installed (see deps.ts).
declare module 'lighthouse' {
  interface Flags {
    port?: number
    output?: 'json' | 'html' | 'csv'
    logLevel?: 'silent' | 'error' | 'warn' | 'info' | 'verbose'
    onlyCategories?: string[]
  }

  interface AuditResult {
    id: string
    score: number | null
    displayValue?: string
  }

  interface CategoryResult {
    score: number | null
    auditRefs: { id: string; weight: number }[]
  }

  interface Result {
    runtimeError?: { code: string; message: string }
    categories: Record<string, CategoryResult | undefined>
    audits: Record<string, AuditResult>
    environment?: { benchmarkIndex: number }
  }

  interface RunnerResult {
    lhr: Result
  }

  function lighthouse(url: string, flags?: Flags): Promise<RunnerResult | undefined>
  export default lighthouse
  export type { Flags, Result, RunnerResult }
}
