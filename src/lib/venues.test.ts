import { describe, expect, it } from 'vitest'
import { parseVenues, whatsappLink, whatsappText } from './venues'

describe('venues and the WhatsApp link', () => {
  it('keeps only well-formed venues', () => {
    const gym = { name: 'ActiveSG Bishan', area: 'Central', kind: 'gym' }
    expect(parseVenues([gym, { name: 'x', area: 'Mars', kind: 'gym' }, 'junk'])).toEqual([gym])
    expect(parseVenues(null)).toEqual([])
  })

  it('opens a chat with the session’s date, time and venue written', () => {
    const text = whatsappText({ datetime: '2026-12-01 11:00:00.000Z', venue: 'Bishan Park' })
    expect(text).toBe('Hi! About our GymBuddy session on Tue 1 Dec, 19:00 SGT at Bishan Park:')
    expect(whatsappLink('+6591234567', 'Hi & bye')).toBe(
      'https://wa.me/6591234567?text=Hi%20%26%20bye',
    )
  })
})
