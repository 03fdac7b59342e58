import { FeaturesSection } from './features-section'
import { FinalCtaSection } from './final-cta-section'
import { HeroSection } from './hero-section'
import { HowItWorksSection } from './how-it-works-section'
import { TestimonialsSection } from './testimonials-section'

export default function LandingPage() {
  return (
    <>
      <title>GymBuddy — find your gym buddy in Singapore</title>
      <HeroSection />
      <FeaturesSection />
      <HowItWorksSection />
      <TestimonialsSection />
      <FinalCtaSection />
    </>
  )
}
