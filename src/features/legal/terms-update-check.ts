// Whether a signed-in member must be asked to accept the current terms: their newest open terms
// consent is older than the version the app ships with (src/content/consent-versions.ts), or they
// have none (accounts made before consents were recorded). Versions are ISO dates, so they compare
// as text; a newer one than the app knows (an old tab after a release) is not asked about.

export function needsTermsUpdate(accepted: string | null, current: string): boolean {
  return accepted === null || accepted < current
}
