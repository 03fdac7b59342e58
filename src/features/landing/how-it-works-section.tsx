import { STEPS } from './landing-content'

export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-title" className="bg-muted/50">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="how-title" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          How it works
        </h2>
        <ol className="mt-10 grid gap-8 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, description }, index) => (
            <li key={title} className="relative flex flex-col items-center text-center">
              <span className="relative flex size-16 items-center justify-center rounded-full bg-background text-primary shadow-md ring-1 ring-border">
                <Icon className="size-7" aria-hidden="true" />
                <span className="absolute -top-1 -right-1 flex size-6 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
                  {index + 1}
                </span>
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 max-w-xs text-sm text-muted-foreground">{description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
