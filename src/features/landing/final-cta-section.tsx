import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'

export function FinalCtaSection() {
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <div className="rounded-3xl bg-gradient-to-br from-primary to-teal-900 px-6 py-14 text-center text-primary-foreground shadow-lg">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Ready to reach your fitness goals?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-primary-foreground/90">
          Join free today and book your first session with a gym buddy this week.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="secondary">
            <Link to="/register">Start Your Journey</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
          >
            <Link to="/find-gym-buddy">Explore Gym Buddies</Link>
          </Button>
        </div>
      </div>
    </section>
  )
}
