// 1. Bundle: the JS and CSS Chromium downloads to render / and /find-gym-buddy (gzip sizes), and
// which modules those files hold (from the chunk map the build wrote).
import { gzipSync } from 'node:zlib'
import { launchBrowser, newContext } from './browser'
import { readBundleMap } from './build'
import type { FigureSpec, Recorder } from './report'
import { log } from './util'

const SECTION = '1 Bundle'
export const bundleFigures = {
  landingJs: {
    id: 'bundle.landing.js',
    section: SECTION,
    name: '/ JS downloaded (gzip)',
    unit: 'kB',
    budget: { op: '<=', limit: 110 },
  },
  landingCss: { id: 'bundle.landing.css', section: SECTION, name: '/ CSS (gzip)', unit: 'kB' },
  finderJs: {
    id: 'bundle.finder.js',
    section: SECTION,
    name: '/find-gym-buddy JS (gzip)',
    unit: 'kB',
  },
  finderCss: {
    id: 'bundle.finder.css',
    section: SECTION,
    name: '/find-gym-buddy CSS (gzip)',
    unit: 'kB',
  },
  split: {
    id: 'bundle.split',
    section: SECTION,
    name: 'Signed-in area/date picker/confetti modules on / or finder',
    unit: 'count',
    budget: { op: '==', limit: 0 },
  },
  landingRadix: {
    id: 'bundle.landing.radix',
    section: SECTION,
    name: 'Radix widget modules on /',
    unit: 'count',
    budget: { op: '==', limit: 0 },
  },
} satisfies Record<string, FigureSpec>

/** Code that only signed-in routes (or the booking screen) use. */
const SIGNED_IN_ONLY = [
  /^src\/app\/layouts\/user-layout/,
  /^src\/app\/layouts\/user\//,
  /^src\/features\/(dashboard|chat|bookings|booking|profiles)\//,
  /^node_modules\/react-day-picker$/,
  /^node_modules\/canvas-confetti$/,
]
/** Radix widgets; Slot (asChild links) and its ref helper are a few hundred bytes and allowed. */
const RADIX_WIDGET = /^node_modules\/@radix-ui\/(?!react-slot$|react-compose-refs$)/

interface RouteLoad {
  js: { file: string; gzip: number }[]
  css: { file: string; gzip: number }[]
}

async function loadRoute(baseURL: string, path: string, signal: AbortSignal): Promise<RouteLoad> {
  const browser = await launchBrowser(signal)
  try {
    const context = await newContext(browser, baseURL)
    const page = await context.newPage()
    const load: RouteLoad = { js: [], css: [] }
    const pending: Promise<void>[] = []
    page.on('response', (response) => {
      // By file type, not resource type: modulepreloaded chunks are not typed "script".
      const file = new URL(response.url()).pathname.replace(/^\//, '')
      const kind = file.endsWith('.js') ? load.js : file.endsWith('.css') ? load.css : null
      if (!kind || response.status() >= 300) return
      pending.push(
        response
          .body()
          .then((body) => void kind.push({ file, gzip: gzipSync(body).length }))
          .catch(() => undefined),
      )
    })
    await page.goto(path, { waitUntil: 'networkidle', timeout: 30_000 })
    await Promise.all(pending)
    return load
  } finally {
    await browser.close()
  }
}

const kb = (bytes: number) => bytes / 1000
const total = (files: { gzip: number }[]) => files.reduce((sum, f) => sum + f.gzip, 0)

function describe(load: RouteLoad): string {
  return load.js
    .sort((a, b) => b.gzip - a.gzip)
    .map((f) => `${f.file.replace(/^assets\//, '')} ${kb(f.gzip).toFixed(1)}`)
    .join(', ')
}

export async function measureBundle(baseURL: string, rec: Recorder, signal: AbortSignal) {
  const landing = await loadRoute(baseURL, '/', signal)
  const finder = await loadRoute(baseURL, '/find-gym-buddy', signal)
  log(`/ loads JS (kB gzip): ${describe(landing)}`)
  log(`/find-gym-buddy loads JS (kB gzip): ${describe(finder)}`)
  const f = bundleFigures
  const files = (load: RouteLoad) => {
    const names = load.js.map((j) => j.file)
    const twice = names.length - new Set(names).size
    return `${names.length} files${twice ? `, ${twice} fetched twice` : ''}`
  }
  rec.set(f.landingJs, kb(total(landing.js)), { note: files(landing) })
  rec.set(f.landingCss, kb(total(landing.css)))
  rec.set(f.finderJs, kb(total(finder.js)), { note: files(finder) })
  rec.set(f.finderCss, kb(total(finder.css)))

  const map = readBundleMap()
  if (!map) {
    const why = 'n/a: no chunk map (build with GYMBUDDY_BUNDLE_MAP set)'
    rec.set(f.split, null, { note: why })
    rec.set(f.landingRadix, null, { note: why })
    return
  }
  const modulesOf = (load: RouteLoad) => {
    const files = new Set(load.js.map((j) => j.file))
    return [...new Set(map.chunks.filter((c) => files.has(c.file)).flatMap((c) => c.modules))]
  }
  const publicModules = [...new Set([...modulesOf(landing), ...modulesOf(finder)])]
  const leaked = publicModules.filter((m) => SIGNED_IN_ONLY.some((re) => re.test(m)))
  const radix = modulesOf(landing).filter((m) => RADIX_WIDGET.test(m))
  const inBuild = (re: RegExp) => map.chunks.some((c) => c.modules.some((m) => re.test(m)))
  const absent = ['react-day-picker', 'canvas-confetti'].filter(
    (name) => !inBuild(new RegExp(`^node_modules/${name}$`)),
  )
  rec.set(f.split, leaked.length, {
    note: [
      leaked.length ? `loaded: ${leaked.slice(0, 6).join(', ')}` : '',
      absent.length ? `not in the build yet: ${absent.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; '),
  })
  rec.set(f.landingRadix, radix.length, {
    note: radix.length ? radix.slice(0, 6).join(', ') : undefined,
  })
}
