// `npm start`'s mailbox (scripts/lib/mail-catcher.ts): a MailDev child of its own, never another
// program that already holds the ports (another checkout's MailDev once received this app's mail).
// A stand-in for that other mailbox holds two ports here; startLocalMailbox is given them as its
// preferred ports, as `npm start` gives it 1025/1080.
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http'
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalMailbox, startMailCatcher, type MailCatcher } from '../scripts/lib/mail-catcher'
import { getFreePort } from '../scripts/lib/pocketbase'
import { PROBE_ADDRESS, sendProbeEmail } from '../scripts/lib/smtp-probe'

/** Another mailbox: a web port that says it is healthy and an SMTP port that swallows mail. */
class OtherMailbox {
  received = 0
  readonly web: HttpServer = createHttpServer((_, response) => {
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end('[]')
  })
  readonly smtp: TcpServer = createTcpServer((socket) => {
    let inData = false
    let text = ''
    socket.write('220 other mailbox\r\n')
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1')
      if (inData) {
        if (!text.includes('\r\n.\r\n')) return
        inData = false
        text = ''
        this.received += 1
        socket.write('250 queued\r\n')
        return
      }
      for (let end = text.indexOf('\r\n'); end !== -1; end = text.indexOf('\r\n')) {
        const command = text.slice(0, end).toUpperCase()
        text = text.slice(end + 2)
        if (command.startsWith('DATA')) {
          inData = true
          socket.write('354 go ahead\r\n')
        } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n')
        else socket.write('250 ok\r\n')
      }
    })
  })
  webPort = 0
  smtpPort = 0

  async listen(): Promise<void> {
    this.webPort = await getFreePort()
    this.smtpPort = await getFreePort()
    await new Promise<void>((done) => this.web.listen(this.webPort, '127.0.0.1', done))
    await new Promise<void>((done) => this.smtp.listen(this.smtpPort, '127.0.0.1', done))
  }

  async close(): Promise<void> {
    this.web.closeAllConnections()
    await new Promise((done) => this.web.close(done))
    await new Promise((done) => this.smtp.close(done))
  }
}

const other = new OtherMailbox()
const started: MailCatcher[] = []

beforeAll(() => other.listen())
afterAll(async () => {
  await Promise.all(started.map((mailbox) => mailbox.stop()))
  await other.close()
})

describe('the local mailbox', () => {
  it('refuses to start on ports another mailbox holds instead of handing that mailbox out', async () => {
    const attempt = startMailCatcher({ smtpPort: other.smtpPort, webPort: other.webPort })
    const mailbox = await attempt.catch(() => undefined)
    if (mailbox) started.push(mailbox)
    expect(mailbox?.url).toBeUndefined()
    expect(other.received).toBeLessThanOrEqual(1) // at most the one probe
  })

  it('is its own child on other ports when the preferred ones are taken, and mail sent to it arrives there', async () => {
    const before = other.received
    const mailbox = await startLocalMailbox({ smtpPort: other.smtpPort, webPort: other.webPort })
    started.push(mailbox)
    expect(mailbox.smtpPort).not.toBe(other.smtpPort)
    expect(mailbox.webPort).not.toBe(other.webPort)
    await sendProbeEmail(mailbox.smtpPort, 'Your booking is confirmed')
    const [email] = await mailbox.waitForInbox(PROBE_ADDRESS)
    expect(email!.subject).toBe('Your booking is confirmed')
    expect(other.received).toBe(before)
  })

  it('takes the preferred ports when they are free, and starts with an empty mailbox', async () => {
    const preferred = { smtpPort: await getFreePort(), webPort: await getFreePort() }
    const mailbox = await startLocalMailbox(preferred)
    started.push(mailbox)
    expect({ smtpPort: mailbox.smtpPort, webPort: mailbox.webPort }).toEqual(preferred)
    expect(await mailbox.list()).toEqual([])
  })
})
