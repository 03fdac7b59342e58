// Days off are stored as single Singapore dates ("YYYY-MM-DD"); a range is picked and shown as one.
const DAY_MS = 86_400_000

const toTime = (iso: string) => Date.parse(`${iso}T00:00:00Z`)
const toIso = (time: number) => new Date(time).toISOString().slice(0, 10)

/** Every date from `first` to `last`, both included, in order (either order given). */
export function daysInRange(first: string, last: string): string[] {
  const [from, to] = [toTime(first), toTime(last)].sort((a, b) => a - b)
  const days: string[] = []
  for (let time = from; time <= to; time += DAY_MS) days.push(toIso(time))
  return days
}

/** Days off with the new ones added: sorted, each once. */
export function withDaysOff(daysOff: readonly string[], added: readonly string[]): string[] {
  return [...new Set([...daysOff, ...added])].sort()
}

/** A run of consecutive days off, shown and removed as one. */
export interface DaysOffRun {
  first: string
  last: string
  days: string[]
}

/** Sorted days off grouped into runs of consecutive dates. */
export function runsOf(daysOff: readonly string[]): DaysOffRun[] {
  const runs: DaysOffRun[] = []
  for (const day of daysOff) {
    const run = runs.at(-1)
    if (run && toTime(day) - toTime(run.last) === DAY_MS) {
      run.last = day
      run.days.push(day)
    } else {
      runs.push({ first: day, last: day, days: [day] })
    }
  }
  return runs
}
