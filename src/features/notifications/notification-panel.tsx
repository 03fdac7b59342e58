import type { ComponentProps } from 'react'
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '@/components/ui/dialog'
import type { OverlayProps } from '@/components/ui/deferred-overlay'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { NotificationList } from './notification-list'

const HEADING_CLASS = 'text-base font-semibold'

type ListProps = Omit<ComponentProps<typeof NotificationList>, 'heading'>

/**
 * The bell's list: a popover on desktop, full screen on phones. Its code (Radix) loads
 * after the first paint (notification-bell.tsx).
 */
export default function NotificationPanel({
  isMobile,
  list,
  open,
  onOpenChange,
  trigger,
}: OverlayProps & { isMobile: boolean; list: ListProps }) {
  if (isMobile) {
    return (
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogTrigger asChild>{trigger}</DialogTrigger>
        <DialogContent
          aria-describedby={undefined}
          className="inset-0 top-0 left-0 flex h-dvh w-full max-w-none translate-x-0 translate-y-0 flex-col gap-0 rounded-none border-0 p-0 pt-2"
        >
          <NotificationList
            {...list}
            className="flex-1"
            headerClassName="pr-12"
            heading={<DialogTitle className={HEADING_CLASS}>Notifications</DialogTitle>}
          />
        </DialogContent>
      </Dialog>
    )
  }
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent align="end" className="w-96 p-0" aria-label="Notifications">
        <NotificationList {...list} heading={<h2 className={HEADING_CLASS}>Notifications</h2>} />
      </PopoverContent>
    </Popover>
  )
}
