/** Where members write to us: VITE_CONTACT_EMAIL at build time (.env.example), else our inbox. */
export const DEFAULT_CONTACT_EMAIL = 'hello@gymbuddy.sg'

export function contactEmail(configured: string | undefined): string {
  const value = configured?.trim() ?? ''
  return /^[^\s@]+@[^\s@]+$/.test(value) ? value : DEFAULT_CONTACT_EMAIL
}

export const CONTACT_EMAIL = contactEmail(import.meta.env.VITE_CONTACT_EMAIL)
