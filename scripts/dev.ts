// `npm run dev`: PocketBase on pb_data/ at 127.0.0.1:8090 (seeded the first time) plus the Vite
// dev server, which proxies /api to it (vite.config.ts). Ctrl+C stops both.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { forwardSignals, localPort, printBanner, startLocalBackend } from './lib/local'
import { projectRoot } from './lib/pocketbase'

async function main(): Promise<void> {
  const backend = await startLocalBackend({ port: localPort() })
  const vite = spawn(join(projectRoot, 'node_modules', '.bin', 'vite'), process.argv.slice(2), {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, VITE_POCKETBASE_PROXY: backend.server.url },
  })
  const viteExited = new Promise<void>((done) => vite.once('exit', () => done()))
  const stopVite = async (signal: NodeJS.Signals) => {
    if (vite.exitCode === null && vite.signalCode === null) vite.kill(signal)
    await viteExited
  }
  const stopping = forwardSignals([stopVite, (signal) => backend.server.stop(signal)])
  // When either side dies on its own, take the other one down too.
  vite.once('exit', (code) => {
    if (!stopping()) void backend.server.stop().then(() => process.exit(code ?? 1))
  })
  backend.server.process.once('exit', (code) => {
    if (!stopping()) void stopVite('SIGTERM').then(() => process.exit(code ?? 1))
  })
  printBanner('http://localhost:5173 (Vite; see its own line for the exact port)', backend, [
    `API: ${backend.server.url}/api/`,
  ])
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
