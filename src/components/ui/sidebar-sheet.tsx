import type { CSSProperties, ReactNode } from 'react'
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet'

/** The sidebar below 768 px: a slide-in sheet (Radix dialog), loaded only on phones (sidebar.tsx). */
export default function SidebarSheet({
  label,
  open,
  onOpenChange,
  style,
  children,
}: {
  label: string
  open: boolean
  onOpenChange: (open: boolean) => void
  style: CSSProperties
  children: ReactNode
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        aria-describedby={undefined}
        style={style}
        className="gap-0 bg-sidebar p-0 text-sidebar-foreground"
      >
        <SheetTitle className="sr-only">{label}</SheetTitle>
        {children}
      </SheetContent>
    </Sheet>
  )
}
