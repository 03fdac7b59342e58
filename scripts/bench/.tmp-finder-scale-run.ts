import { finderScaleFigures, measureFinderScale } from './finder-scale'
import { Recorder, renderTable } from './report'
const rec = new Recorder(Object.values(finderScaleFigures))
const controller = new AbortController()
await measureFinderScale(rec, controller.signal)
console.log(renderTable(rec.finish('not measured')))
