// `npm start`: builds the SPA when dist/ is missing or older than its sources (--no-build skips),
// starts PocketBase on pb_data/ serving dist/ at http://127.0.0.1:8090 (PORT overrides), seeds
// the demo data on the first start (--no-seed skips) and stops PocketBase on Ctrl+C / SIGTERM.
// Unless GYMBUDDY_SMTP_HOST names a real mail server, every email lands in a MailDev mailbox of its
// own (web UI on 127.0.0.1:1080 when free, else a free port) whose URL is printed with the logins.
import { spawnSync } from 'node:child_process'
import { forwardSignals, localPort, printBanner, startLocalBackend } from './lib/local'
import { distStaleReason } from './lib/build'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { startLocalMailbox } from './lib/mail-catcher'
import { distDir, mailEnv, projectRoot } from './lib/pocketbase'

export function distIsStale(): boolean {
  return distStaleReason() !== null
}

function build(): void {
  console.log('Building the app (npm run build)...')
  const result = spawnSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' })
  if (result.status !== 0) {
    throw new Error(
      'The build failed: fix it, or start the API alone with `npm start -- --no-build`.',
    )
  }
}

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2))
  const port = localPort()
  if (!args.has('--no-build') && distIsStale()) build()
  const hasApp = existsSync(join(distDir, 'index.html'))
  const url = `http://127.0.0.1:${port}`
  const appUrl = process.env.GYMBUDDY_APP_URL ?? url
  const mailbox = process.env.GYMBUDDY_SMTP_HOST ? undefined : await startLocalMailbox()
  const backend = await startLocalBackend({
    port,
    publicDir: hasApp ? distDir : undefined,
    seed: !args.has('--no-seed'),
    env: mailbox ? mailEnv(mailbox, appUrl) : { GYMBUDDY_APP_URL: appUrl },
  }).catch(async (error: unknown) => {
    await mailbox?.stop()
    throw error
  })
  const stopping = forwardSignals([
    (signal) => backend.server.stop(signal),
    async () => mailbox?.stop(),
  ])
  backend.server.process.once('exit', (code) => {
    if (!stopping()) process.exit(code ?? 1)
  })
  const mailLine = mailbox
    ? `Mailbox (every email the app sends): ${mailbox.url}`
    : `Emails go to ${process.env.GYMBUDDY_SMTP_HOST} (GYMBUDDY_SMTP_HOST)`
  printBanner(url, backend, [
    ...(hasApp ? [] : ['(no dist/: serving the API only; run npm run build)']),
    mailLine,
  ])
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
