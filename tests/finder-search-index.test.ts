// The finder's piece index (`_finder_grams`, read by lib/finder/finder_search.js) stays only while
// it beats its plain versions (docs/capacity.md, "Clever parts"): the bench's comparison with
// SQLite's own FTS5 trigram index and a scan of `_finder_search` counts only when all three find
// the same trainers, count and first page alike, for every typed query from one character to six.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compareSearches, searchBenchServer, searchFigures } from '../scripts/bench/clever'
import { Recorder } from '../scripts/bench/report'

const figures = searchFigures('test', '500')
let server: Awaited<ReturnType<typeof searchBenchServer>>

beforeAll(async () => {
  server = await searchBenchServer(500)
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

describe('the finder search by its piece index, by FTS5 trigram and by a scan', () => {
  it('finds the same trainers, and each is timed', async () => {
    const rec = new Recorder(Object.values(figures))
    await compareSearches(server.url, server.token, figures, rec, 1)
    const byId = new Map(rec.finish('not measured').map((figure) => [figure.id, figure]))
    const same = byId.get(figures.same.id)
    expect(same?.note).toMatch(/queries, count \+ first page/)
    expect(same?.value).toBe(100)
    for (const spec of [figures.grams, figures.fts, figures.scan])
      expect(byId.get(spec.id)?.value).toBeGreaterThanOrEqual(0)
  })
})
