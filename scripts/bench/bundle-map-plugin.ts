// A Vite plugin for `npm run bench`: when GYMBUDDY_BUNDLE_MAP names a file, the build writes there
// which modules (source files and packages) each output chunk holds, so the bench can say which
// code a route downloads. Without the variable it does nothing.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

export interface BundleMapChunk {
  file: string
  isEntry: boolean
  isDynamicEntry: boolean
  /** Project-relative source paths, or `node_modules/<package>` for dependencies. */
  modules: string[]
  css: string[]
  /** Chunks this one imports statically (they load with it). */
  imports: string[]
  /** Gzip size of the chunk's code (zlib default level), bytes. */
  gzip: number
}

export interface BundleMap {
  builtAt: string
  chunks: BundleMapChunk[]
}

export function moduleLabel(id: string, root: string): string {
  const clean = id.replace(/^\0/, '').split('?')[0]
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean)
  if (match) return `node_modules/${match[1]}`
  return clean.startsWith(root) ? relative(root, clean) : clean
}

export function bundleMapPlugin(): Plugin {
  let root = process.cwd()
  return {
    name: 'gymbuddy-bundle-map',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    writeBundle(_options, bundle) {
      const file = process.env.GYMBUDDY_BUNDLE_MAP
      if (!file) return
      const chunks: BundleMapChunk[] = []
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        chunks.push({
          file: output.fileName,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          modules: [...new Set(Object.keys(output.modules).map((id) => moduleLabel(id, root)))],
          css: [...(output.viteMetadata?.importedCss ?? [])],
          imports: output.imports,
          gzip: gzipSync(output.code).length,
        })
      }
      const map: BundleMap = { builtAt: new Date().toISOString(), chunks }
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, JSON.stringify(map, null, 1))
    },
  }
}
