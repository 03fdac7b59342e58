// Every way a member types a Singapore mobile, and what every phone field stores (null: refused).
// Read by src/lib/sg-phone.test.ts (the app) and tests/sg-phone.test.ts (the hooks and the server).
export const SG_PHONE_CASES: readonly { typed: string; stored: string | null }[] = [
  { typed: '91234567', stored: '+6591234567' },
  { typed: '9123 4567', stored: '+6591234567' },
  { typed: '+65 9123 4567', stored: '+6591234567' },
  { typed: '6591234567', stored: '+6591234567' },
  { typed: '+6591234567', stored: '+6591234567' },
  { typed: '65 9123 4567', stored: '+6591234567' },
  { typed: '9123-4567', stored: '+6591234567' },
  { typed: '(+65) 8123 4567', stored: '+6581234567' },
  { typed: '0065 9123 4567', stored: '+6591234567' },
  { typed: ' 8765 4321 ', stored: '+6587654321' },
  // Landlines and short or long numbers cannot take WhatsApp or PayNow to a mobile.
  { typed: '61234567', stored: null },
  { typed: '+65 6123 4567', stored: null },
  { typed: '9123456', stored: null },
  { typed: '912345678', stored: null },
  { typed: '+60 12 345 6789', stored: null },
  { typed: '659123456', stored: null },
  { typed: 'nine one two', stored: null },
  { typed: '', stored: null },
]
