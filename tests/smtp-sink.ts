// A local SMTP server that accepts every email and keeps the recipients, so tests can see what
// PocketBase sent (and what it did not).
import { createServer, type Server as NetServer } from 'node:net'

export interface SmtpSink {
  port: number
  recipients: string[]
  close(): Promise<void>
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const recipients: string[] = []
  const server: NetServer = createServer((socket) => {
    let inData = false
    let buffer = ''
    socket.write('220 sink ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end === -1) return
          buffer = buffer.slice(end + 5)
          inData = false
          socket.write('250 OK\r\n')
          continue
        }
        const newline = buffer.indexOf('\r\n')
        if (newline === -1) return
        const line = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 2)
        const command = line.slice(0, 4).toUpperCase()
        if (command === 'EHLO') socket.write('250-sink\r\n250 8BITMIME\r\n')
        else if (command === 'RCPT') {
          recipients.push(/<([^>]*)>/.exec(line)?.[1] ?? line)
          socket.write('250 OK\r\n')
        } else if (command === 'DATA') {
          inData = true
          socket.write('354 go ahead\r\n')
        } else if (command === 'QUIT') {
          socket.end('221 bye\r\n')
          return
        } else socket.write('250 OK\r\n')
      }
    })
    socket.on('error', () => {})
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    port,
    recipients,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}
