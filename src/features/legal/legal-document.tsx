import type { ReactNode } from 'react'

/** The frame of the short policy pages (Privacy Policy, Terms of Service, Contact). */
export function LegalPage({
  title,
  intro,
  children,
}: {
  title: string
  intro: string
  children: ReactNode
}) {
  return (
    <article className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <title>{`${title} · GymBuddy`}</title>
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{intro}</p>
      </header>
      <div className="space-y-6 leading-relaxed [&_h2]:text-xl [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_section]:space-y-2">
        {children}
      </div>
    </article>
  )
}
