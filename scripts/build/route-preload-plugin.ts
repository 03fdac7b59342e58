// Vite plugin: route-preload.js, the preload map of every page a visit can start on, derived from
// the route manifest (src/app/route-manifest.ts).
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite'
import type { AppRoute } from '../../src/app/route-manifest.ts'
import { preloadEntries, preloadScript } from './route-preload-script.ts'

/** A manifest module name ('features/finder/finder-page') as a module id, without extension. */
const idOf = (name: string) => `/src/${name}`
const withoutExtension = (id: string) => id.replace(/\.[cm]?[jt]sx?$/, '')

/**
 * A first visit would otherwise fetch the screen's lazy chunk only after the entry has run (one
 * more round trip before anything renders). A tiny script (an asset, not inline: the CSP allows
 * 'self' scripts only) preloads the chunks of the page being opened, in parallel with the entry,
 * and marks pages whose static shell differs (the finder's heading; none in the user area).
 */
export function routePreload(routes: readonly AppRoute[]): Plugin {
  let scriptFile = ''
  return {
    name: 'gymbuddy-route-preload',
    apply: 'build',
    // Before Vite's HTML plugin, whose generateBundle runs the index.html transforms below.
    enforce: 'pre',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (o): o is Rollup.OutputChunk => o.type === 'chunk',
      )
      const byFile = new Map(chunks.map((c) => [c.fileName, c]))
      const withImports = (file: string, seen = new Set<string>()) => {
        if (seen.has(file)) return seen
        seen.add(file)
        for (const dep of byFile.get(file)?.imports ?? []) withImports(dep, seen)
        return seen
      }
      const entry = chunks.find((c) => c.isEntry)
      if (!entry) return
      const loadedByEntry = withImports(entry.fileName)
      const filesOf = (modules: string[]) => {
        const needed = new Set<string>()
        for (const name of modules) {
          const isModule = (id: string) => withoutExtension(id).endsWith(idOf(name))
          // Its own chunk, else the chunk it was bundled into (a loader its screen imports too).
          const chunk =
            chunks.find((c) => c.facadeModuleId && isModule(c.facadeModuleId)) ??
            chunks.find((c) => c.moduleIds.some(isModule))
          if (chunk) withImports(chunk.fileName, needed)
          else this.warn(`route preload: no chunk for src/${name}`)
        }
        return [...needed].filter((f) => !loadedByEntry.has(f)).map((f) => `/${f}`)
      }
      const source = preloadScript(preloadEntries(routes, filesOf))
      scriptFile = this.getFileName(
        this.emitFile({ type: 'asset', name: 'route-preload.js', source }),
      )
    },
    transformIndexHtml: {
      order: 'post',
      handler(): HtmlTagDescriptor[] {
        if (!scriptFile) return []
        // Blocking (a few hundred bytes, fetched alongside the CSS the first paint waits for
        // anyway): it marks signed-in pages before the body's static header could paint.
        const attrs = { src: `/${scriptFile}` }
        return [{ tag: 'script', attrs, injectTo: 'head-prepend' }]
      },
    },
  }
}
