import { describe, expect, it } from 'vitest'
import { splitMessageLinks } from './message-links'

describe('splitMessageLinks', () => {
  it('finds web links and leaves the punctuation after them as text', () => {
    expect(splitMessageLinks('Gym map: https://example.com/map?x=1. See you!')).toEqual([
      { text: 'Gym map: ' },
      { text: 'https://example.com/map?x=1', href: 'https://example.com/map?x=1' },
      { text: '. See you!' },
    ])
  })

  it('links www. addresses over https', () => {
    expect(splitMessageLinks('(www.gym.sg)')).toEqual([
      { text: '(' },
      { text: 'www.gym.sg', href: 'https://www.gym.sg' },
      { text: ')' },
    ])
  })

  it('never links other schemes or HTML', () => {
    expect(splitMessageLinks('javascript:alert(1) <a href="x">y</a>')).toEqual([
      { text: 'javascript:alert(1) <a href="x">y</a>' },
    ])
  })
})
