import { ArrowRightIcon, CalendarDaysIcon, MapPinIcon } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { StarRating } from '@/components/ui/star-rating'

function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-sm">
      <div className="absolute -inset-4 rounded-3xl bg-gradient-to-tr from-primary/30 to-amber-300/30 blur-2xl" />
      <div className="relative space-y-4 rounded-2xl border bg-card p-5 shadow-xl">
        <div className="flex items-center gap-3">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-foreground">
            J
          </span>
          <div>
            <p className="font-semibold">Jason Ong</p>
            <StarRating filled={5} label="" />
          </div>
          <span className="ml-auto rounded-md bg-accent px-2 py-1 text-sm font-semibold">
            $60/session
          </span>
        </div>
        <div className="flex flex-wrap gap-2 text-xs">
          {['Weights', 'Boxing', 'Cardio'].map((tag) => (
            <span key={tag} className="rounded-md bg-secondary px-2 py-1 font-medium">
              {tag}
            </span>
          ))}
        </div>
        <div className="grid grid-cols-2 gap-3 text-sm">
          <p className="flex items-center gap-2 rounded-lg bg-muted px-3 py-2">
            <MapPinIcon className="size-4 text-primary" /> Central
          </p>
          <p className="flex items-center gap-2 rounded-lg bg-muted px-3 py-2">
            <CalendarDaysIcon className="size-4 text-primary" /> Sat 09:00
          </p>
        </div>
        <div className="rounded-lg bg-primary px-3 py-2 text-center text-sm font-medium text-primary-foreground">
          Session requested
        </div>
      </div>
    </div>
  )
}

export function HeroSection() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-accent/70 via-background to-background">
      {/* grid-cols-1 is minmax(0, 1fr): a long word never widens the hero past a 320 px screen. */}
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2">
        <div className="space-y-6 text-center lg:text-left">
          <p className="inline-flex rounded-full border bg-background px-3 py-1 text-sm font-medium text-primary">
            Made for Singapore
          </p>
          <h1 className="text-3xl font-extrabold tracking-tight text-balance min-[360px]:text-4xl sm:text-5xl lg:text-6xl">
            Train together. <span className="text-primary">Stay motivated.</span>
          </h1>
          <p className="mx-auto max-w-xl text-lg text-muted-foreground lg:mx-0">
            Find a gym buddy or personal trainer near you, book a session in a few taps and reach
            your fitness goals with someone in your corner.
          </p>
          <div className="flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <Button asChild size="lg">
              <Link to="/register">
                Get Started Free <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/find-gym-buddy">Browse Gym Buddies</Link>
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">
            Already have an account?{' '}
            <Link
              to="/login"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Sign in here
            </Link>
          </p>
        </div>
        <HeroPreview />
      </div>
    </section>
  )
}
