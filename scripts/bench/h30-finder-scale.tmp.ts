// TEMPORARY (h30), deleted after use: the bench's finder scale section alone.
import { finderScaleFigures, finderScaleFreeFigures, measureFinderScale } from './finder-scale'
import { formatValue, Recorder } from './report'

const rec = new Recorder([...Object.values(finderScaleFigures), ...Object.values(finderScaleFreeFigures)])
await measureFinderScale(rec, new AbortController().signal)
for (const f of rec.finish('n/a')) {
  console.log(`${f.section} | ${f.name}: ${formatValue(f)} ${f.unit} | ${(f.note ?? '').slice(0, 160)}`)
}
