import { Link } from 'react-router-dom'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'

/** Opens in a new tab, so what the visitor typed into the form stays. */
function PolicyLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      target="_blank"
      rel="noopener"
      className="font-medium text-primary underline underline-offset-4"
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </Link>
  )
}

export function TermsField({
  checked,
  onCheckedChange,
}: {
  checked: boolean
  onCheckedChange: (checked: boolean) => void
}) {
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id="register-terms"
        checked={checked}
        onCheckedChange={(state) => onCheckedChange(state === true)}
        className="mt-0.5"
      />
      <Label htmlFor="register-terms" className="leading-snug font-normal">
        <span>
          I agree to the <PolicyLink to="/terms">Terms and Conditions</PolicyLink> and{' '}
          <PolicyLink to="/privacy">Privacy Policy</PolicyLink>
        </span>
      </Label>
    </div>
  )
}
