import { StarRating } from '@/components/ui/star-rating'
import { TESTIMONIAL_STARS, TESTIMONIALS } from './landing-content'

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2
        id="testimonials-title"
        className="text-center text-3xl font-bold tracking-tight sm:text-4xl"
      >
        What our members say
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map(({ quote, name, role }) => (
          <li key={name}>
            <figure className="flex h-full flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm">
              <StarRating
                filled={TESTIMONIAL_STARS}
                total={TESTIMONIAL_STARS}
                label={`${TESTIMONIAL_STARS} out of 5 stars`}
              />
              <blockquote className="flex-1 text-sm leading-relaxed">“{quote}”</blockquote>
              <figcaption className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-9 items-center justify-center rounded-full bg-accent font-semibold text-primary"
                >
                  {name.charAt(0)}
                </span>
                <span>
                  <span className="block text-sm font-semibold">{name}</span>
                  <span className="block text-xs text-muted-foreground">{role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
