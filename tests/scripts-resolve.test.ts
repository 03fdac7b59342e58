// The scripts package.json and the README run (`npm start`, `npm run seed`, backups, typegen...)
// run under tsx, which resolves imports through the root tsconfig.json, not through Vite's or
// Vitest's aliases: a script, or a src file it imports, that only the app's tools can resolve
// breaks `npm start` while every test that imports the same code passes. esbuild, the resolver
// tsx itself uses, bundles each entry here with that same tsconfig.json.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { build, type Message, type Plugin } from 'esbuild'
import { describe, expect, it } from 'vitest'

const root = process.cwd()
const entries = readdirSync(join(root, 'scripts'))
  .filter((name) => name.endsWith('.ts'))
  .map((name) => join(root, 'scripts', name))

/**
 * Packages stay outside the bundle (node_modules resolves them at run time), but "@/..." is not a
 * package: like tsx, esbuild must find it through tsconfig.json's paths, or the import fails.
 */
const packagesOutside: Plugin = {
  name: 'packages-outside',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@/') ? undefined : { path: args.path, external: true },
    )
  },
}

describe('the scripts npm runs', () => {
  it('resolve every import as tsx does', { timeout: 60_000 }, async () => {
    expect(entries.map((entry) => entry.slice(root.length + 1))).toContain('scripts/start.ts')
    const errors: string[] = await build({
      absWorkingDir: root,
      entryPoints: entries,
      bundle: true,
      write: false,
      outdir: join(root, 'dist-scripts-check'),
      platform: 'node',
      format: 'esm',
      plugins: [packagesOutside],
      tsconfig: join(root, 'tsconfig.json'),
      logLevel: 'silent',
    }).then(
      (result) => result.errors.map((error) => error.text),
      (failure: { errors?: Message[] }) =>
        (failure.errors ?? []).map((error) => `${error.location?.file ?? ''}: ${error.text}`),
    )
    expect(errors).toEqual([])
  })
})
