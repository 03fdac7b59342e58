// One email over plain SMTP on loopback, with no dependency: enough to check which program
// receives what is sent to a port (scripts/lib/mail-catcher.ts).
import { connect } from 'node:net'

/** The probe's sender and recipient (a reserved local name: nothing is delivered anywhere). */
export const PROBE_ADDRESS = 'probe@gymbuddy.local'

/** The SMTP dialogue: each command and the reply code that must answer it. */
function dialogue(subject: string): [string | null, number][] {
  const headers = [`Subject: ${subject}`, `From: ${PROBE_ADDRESS}`, `To: ${PROBE_ADDRESS}`]
  const message = [...headers, '', 'probe', '.'].join('\r\n')
  return [
    [null, 220], // the greeting
    ['EHLO localhost', 250],
    [`MAIL FROM:<${PROBE_ADDRESS}>`, 250],
    [`RCPT TO:<${PROBE_ADDRESS}>`, 250],
    ['DATA', 354],
    [message, 250],
    ['QUIT', 221],
  ]
}

/** Sends one short email to 127.0.0.1:port; rejects on any unexpected reply or after timeoutMs. */
export function sendProbeEmail(port: number, subject: string, timeoutMs = 5_000): Promise<void> {
  return new Promise((done, fail) => {
    const steps = dialogue(subject)
    const socket = connect(port, '127.0.0.1')
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`SMTP on ${port}: no answer`)))
    socket.on('error', fail)
    let received = ''
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1')
      // A reply is complete once a line starts with its code and a space (not "250-").
      const reply = /^(\d{3}) .*\r?\n/m.exec(received)
      if (!reply) return
      received = ''
      const [, expected] = steps.shift()!
      if (Number(reply[1]) !== expected) {
        socket.destroy(new Error(`SMTP on ${port} answered "${reply[0].trim()}"`))
        return
      }
      const next = steps[0]
      if (next) socket.write(`${next[0]}\r\n`)
      else {
        socket.end()
        done()
      }
    })
  })
}
