import { Recorder, renderTable } from './scripts/bench/report'
import { measureScale, scaleFigures } from './scripts/bench/scale'
import { SMALL } from './scripts/bench/scale-seed'
const rec = new Recorder(Object.values(scaleFigures))
await measureScale(rec, new AbortController().signal, { counts: SMALL })
console.log(renderTable(rec.finish('not measured')))
