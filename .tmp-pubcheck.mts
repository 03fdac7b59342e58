import PocketBase from 'pocketbase'
const url = 'http://127.0.0.1:43815'
const client = new PocketBase(url); client.autoCancellation(false)
await client.collection('users').authWithPassword('client@demo.sg', 'Password123')
const t = await client.collection('gym_buddies_view').getFirstListItem('name = "Jason Ong"')
const day = new Date(Date.now() + 8 * 3600e3 - 2 * 86400e3)
const at = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 10 - 8)).toISOString()
try { await client.collection('bookings').create({ datetime: at, gymBuddy: t.id, booker: client.authStore.record!.id, status: 'requested' }); console.log('past accepted!') }
catch (e: any) { console.log('past', e.status, e.response?.message) }
