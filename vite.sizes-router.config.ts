import { mergeConfig, type Plugin } from 'vite'
import { gzipSync } from 'node:zlib'
import { writeFileSync } from 'node:fs'
import appConfig from '/work/main/vite.config'
const sizes: Plugin = {
  name: 'sizes', apply: 'build',
  generateBundle(_o, bundle) {
    const out: string[] = []
    for (const c of Object.values(bundle)) {
      if (c.type !== 'chunk') continue
      if (!/vendor|index|utils|Landing/.test(c.fileName)) continue
      out.push(`== ${c.fileName} ${gzipSync(c.code).length}`)
      const mods = Object.entries(c.modules).map(([id, m]) => [id.replace(/.*node_modules\//, 'nm/').replace('/work/main/', ''), m.renderedLength, m.code ? gzipSync(m.code).length : 0] as const)
      mods.sort((a, b) => b[2] - a[2])
      for (const [id, len, gz] of mods.slice(0, 40)) out.push(`${gz}\t${len}\t${id}`)
    }
    writeFileSync(process.env.SIZES_OUT ?? '/tmp/router-work/sizes.txt', out.join('\n'))
  },
}
export default mergeConfig(appConfig, { plugins: [sizes] })
