// A token the SDK's auth store accepts as valid (it only reads the JWT payload's exp).
function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
}

export function fakeAuthToken(expiresInSeconds = 3600): string {
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ exp, type: 'auth' })}.sig`
}
