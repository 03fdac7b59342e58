import * as React from 'react'
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import { DayPicker, type ChevronProps } from 'react-day-picker'
import { cn } from '@/lib/utils'
import { buttonVariants } from './button'

function CalendarChevron({ orientation, className }: ChevronProps) {
  const Icon = orientation === 'left' ? ChevronLeftIcon : ChevronRightIcon
  return <Icon className={cn('size-4', className)} aria-hidden="true" />
}

/** react-day-picker styled like the other primitives (no library stylesheet needed). */
export function Calendar({
  className,
  classNames,
  showOutsideDays = false,
  ...props
}: React.ComponentProps<typeof DayPicker>) {
  const navButton = cn(
    buttonVariants({ variant: 'ghost', size: 'icon' }),
    'size-8 aria-disabled:pointer-events-none aria-disabled:opacity-40',
  )
  return (
    <DayPicker
      data-slot="calendar"
      showOutsideDays={showOutsideDays}
      className={cn('p-3', className)}
      classNames={{
        root: 'relative w-fit',
        months: 'relative flex flex-col gap-4',
        month: 'flex flex-col gap-3',
        nav: 'absolute inset-x-0 top-0 z-10 flex items-center justify-between',
        button_previous: navButton,
        button_next: navButton,
        month_caption: 'flex h-8 items-center justify-center',
        caption_label: 'text-sm font-semibold',
        month_grid: 'w-full border-collapse',
        weekdays: 'flex',
        weekday: 'w-10 text-[0.8rem] font-normal text-muted-foreground',
        week: 'mt-1 flex w-full',
        day: 'relative size-10 p-0 text-center text-sm',
        day_button: cn(buttonVariants({ variant: 'ghost' }), 'size-10 p-0 font-normal'),
        selected:
          '[&>button]:bg-primary [&>button]:font-semibold [&>button]:text-primary-foreground [&>button]:hover:bg-primary [&>button]:hover:text-primary-foreground',
        today: '[&>button]:font-bold [&>button]:underline [&>button]:underline-offset-4',
        outside: 'text-muted-foreground',
        disabled: 'text-muted-foreground [&>button]:line-through',
        hidden: 'invisible',
        ...classNames,
      }}
      components={{ Chevron: CalendarChevron }}
      {...props}
    />
  )
}
