import { CircleCheckIcon } from 'lucide-react'
import { FEATURES, FREE_POINTS } from './landing-content'

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="features-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Everything you need to train together
        </h2>
        <p className="mt-3 text-muted-foreground">
          From the first search to your next session, GymBuddy keeps it simple.
        </p>
      </div>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ icon: Icon, title, description }) => (
          <li
            key={title}
            className="rounded-xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
          >
            <span className="flex size-11 items-center justify-center rounded-lg bg-accent text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 font-semibold">{title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{description}</p>
          </li>
        ))}
      </ul>
      <div className="mt-10 rounded-2xl bg-primary px-6 py-6 text-primary-foreground">
        <h3 className="sr-only">Pricing</h3>
        <ul className="flex flex-col items-center justify-center gap-4 text-lg font-semibold sm:flex-row sm:gap-10">
          {FREE_POINTS.map((point) => (
            <li key={point} className="flex items-center gap-2">
              <CircleCheckIcon className="size-5" aria-hidden="true" />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
