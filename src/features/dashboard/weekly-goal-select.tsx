import { Label } from '@/components/ui/label'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { WEEKLY_GOAL_CHOICES, formatSessions } from './dashboard-figures'

/** The member's weekly goal, saved on their account as soon as it is chosen. */
export function WeeklyGoalSelect({
  goal,
  onChange,
}: {
  goal: number
  onChange: (goal: number) => void
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <Label htmlFor="weekly-goal" className="text-xs font-normal text-muted-foreground">
        Weekly goal
      </Label>
      <Select value={String(goal)} onValueChange={(value) => onChange(Number(value))}>
        <SelectTrigger id="weekly-goal" className="h-8 w-full min-w-24 flex-1 px-2 text-xs">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {WEEKLY_GOAL_CHOICES.map((choice) => (
            <SelectItem key={choice} value={String(choice)}>
              {formatSessions(choice)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}
