// The PayNow payload (pb_hooks/lib/payments/paynow.js, a pure library) and its QR code as the pay screens
// draw it (src/components/payments/qr-modules.ts): the CRC, the fields a bank app reads, and a
// rendered QR image decoded back to the same payload.
import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { qrModules } from '@/components/payments/qr-modules'
import { hookLibrary } from './support/hook-library'

const paynow = hookLibrary('pb_hooks/lib/payments/paynow.js') as {
  crc16: (text: string) => string
  parse: (text: string) => Record<string, string>
  payload: (input: { proxy: string; amount: number; name: string; reference: string }) => string
  normalizeId: (raw: string) => string
}

const input = { proxy: '+65 9123 4567', amount: 70, name: 'Marcus Tan', reference: 'GB-ABCD1234' }

/** The modules as an RGBA image: `scale` pixels a module, a 4-module quiet zone. */
function render(modules: boolean[][], scale = 4) {
  const side = (modules.length + 8) * scale
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255)
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const at = (((y + 4) * scale + dy) * side + (x + 4) * scale + dx) * 4
          pixels.fill(0, at, at + 3)
        }
      }
    }),
  )
  return { pixels, side }
}

describe('the PayNow payload', () => {
  it('computes CRC16-CCITT (0xFFFF, 0x1021) as the standard check value', () => {
    expect(paynow.crc16('123456789')).toBe('29B1')
  })

  it('carries PayNow, a fixed amount, currency 702, SG, the name and the reference, then its CRC', () => {
    const payload = paynow.payload(input)
    expect(payload.startsWith('000201010212')).toBe(true)
    expect(payload.slice(-8, -4)).toBe('6304')
    expect(paynow.crc16(payload.slice(0, -4))).toBe(payload.slice(-4))
    const fields = paynow.parse(payload)
    expect(fields).toMatchObject({ '52': '0000', '53': '702', '54': '70.00', '58': 'SG' })
    expect(fields['59']).toBe('Marcus Tan')
    expect(paynow.parse(fields['26'] ?? '')).toEqual({
      '00': 'SG.PAYNOW',
      '01': '0',
      '02': '+6591234567',
      '03': '0',
    })
    expect(paynow.parse(fields['62'] ?? '')).toEqual({ '01': 'GB-ABCD1234' })
  })

  it('pays a UEN with proxy type 2', () => {
    const fields = paynow.parse(paynow.payload({ ...input, proxy: '53312345W' }))
    expect(paynow.parse(fields['26'] ?? '')['01']).toBe('2')
  })

  it('accepts only a +65 mobile with 8 digits or a UEN', () => {
    expect(paynow.normalizeId('+65 8123 4567')).toBe('+6581234567')
    expect(paynow.normalizeId('T08LL1234A')).toBe('T08LL1234A')
    for (const bad of ['91234567', '+6512345', '+44 7700 900123', 'hello']) {
      expect(paynow.normalizeId(bad)).toBe('')
    }
  })
})

describe('the PayNow QR code', () => {
  it('decodes from its rendered image back to the payload', () => {
    const payload = paynow.payload(input)
    const { pixels, side } = render(qrModules(payload))
    expect(jsQR(pixels, side, side)?.data).toBe(payload)
  })
})
