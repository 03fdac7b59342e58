import { FeaturesSection } from './FeaturesSection'
import { FinalCtaSection } from './FinalCtaSection'
import { HeroSection } from './HeroSection'
import { HowItWorksSection } from './HowItWorksSection'
import { TestimonialsSection } from './TestimonialsSection'

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
