import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { PlaceholderLink } from '@/components/ui/placeholder-link'

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
          I agree to the{' '}
          <PlaceholderLink className="font-medium text-primary underline">
            Terms and Conditions
          </PlaceholderLink>{' '}
          and{' '}
          <PlaceholderLink className="font-medium text-primary underline">
            Privacy Policy
          </PlaceholderLink>
        </span>
      </Label>
    </div>
  )
}
