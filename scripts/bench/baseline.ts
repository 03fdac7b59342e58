// Machine-speed baselines taken in the same run: a fixed CPU workload in Node and in Chromium.
// Browser timings are also printed as a ratio to the Chromium figure, server figures to /api/health.
import { launchBrowser, newContext } from './browser'
import { median } from './util'

/** Self-contained (it is serialized into the page): sort, arithmetic and JSON, ~100 ms here. */
function cpuWorkload(): number {
  const start = performance.now()
  const numbers: number[] = []
  for (let i = 0; i < 200_000; i++) numbers.push((i * 2654435761) % 1000003)
  numbers.sort((a, b) => a - b)
  let x = 0
  for (let i = 0; i < 5_000_000; i++) x = (x + i * i) % 1000003
  const copy = JSON.parse(JSON.stringify(numbers.slice(0, 50_000))) as number[]
  return performance.now() - start + (x + copy.length) * 0
}

function bestOf(samples: number[]): number {
  // The median of the runs after a warm-up: steadier than one run on a shared machine.
  return median(samples.slice(1))
}

export function nodeCpuBaseline(): number {
  return bestOf(Array.from({ length: 6 }, cpuWorkload))
}

export async function browserCpuBaseline(signal: AbortSignal): Promise<number> {
  const browser = await launchBrowser(signal)
  try {
    const page = await (await newContext(browser, 'about:blank')).newPage()
    const samples: number[] = []
    for (let i = 0; i < 6; i++) samples.push(await page.evaluate(cpuWorkload))
    return bestOf(samples)
  } finally {
    await browser.close()
  }
}
