import * as React from 'react'
import { Slot } from '@radix-ui/react-slot'
import { PanelLeftIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { SIDEBAR_WIDTH_MOBILE } from '@/components/ui/sidebar-constants'
import { useSidebar } from '@/components/ui/sidebar-provider'
import { useModuleAfterFirstPaint } from '@/lib/after-first-paint'
import { cn } from '@/lib/utils'

// Phones only: desktop pages never load the sheet's code (Radix dialog).
const loadSheet = () => import('./sidebar-sheet')

/** A fixed column on desktop (full or icon width); a slide-in sheet below 768 px. */
export function Sidebar({
  label,
  className,
  children,
}: {
  /** The accessible name of the mobile sheet (a dialog). */
  label: string
  className?: string
  children: React.ReactNode
}) {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar()
  // Closed until the Toggle sidebar button opens it: its code loads once the page has painted.
  const SidebarSheet = useModuleAfterFirstPaint(isMobile ? loadSheet : null)?.default

  if (isMobile) {
    if (!SidebarSheet) return null
    return (
      <SidebarSheet
        label={label}
        open={openMobile}
        onOpenChange={setOpenMobile}
        style={{ width: SIDEBAR_WIDTH_MOBILE }}
      >
        <div className={cn('flex h-full flex-col', className)}>{children}</div>
      </SidebarSheet>
    )
  }

  return (
    <div
      data-slot="sidebar"
      data-state={state}
      data-collapsible={state === 'collapsed' ? 'icon' : ''}
      // The column itself is painted too: it runs the page's full length, also where the fixed
      // panel is not drawn (a full-page capture, a print).
      className="group/sidebar shrink-0 border-r border-sidebar-border bg-sidebar text-sidebar-foreground"
    >
      <div className="w-(--sidebar-width) transition-[width] duration-200 group-data-[collapsible=icon]/sidebar:w-(--sidebar-width-icon)" />
      <div
        className={cn(
          'fixed inset-y-0 left-0 z-10 flex h-svh w-(--sidebar-width) flex-col overflow-x-hidden border-r border-sidebar-border bg-sidebar transition-[width] duration-200 group-data-[collapsible=icon]/sidebar:w-(--sidebar-width-icon)',
          className,
        )}
      >
        {children}
      </div>
    </div>
  )
}

/** Toggles the sidebar after the caller's onClick, unless that called preventDefault (as Radix). */
export function SidebarTrigger({
  className,
  onClick,
  ...props
}: React.ComponentProps<typeof Button>) {
  const { toggleSidebar, isMobile, open, openMobile } = useSidebar()
  return (
    <Button
      data-slot="sidebar-trigger"
      variant="ghost"
      size="icon"
      aria-label="Toggle sidebar"
      aria-expanded={isMobile ? openMobile : open}
      className={cn('size-9', className)}
      {...props}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) toggleSidebar()
      }}
    >
      <PanelLeftIcon aria-hidden="true" />
    </Button>
  )
}

export function SidebarHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-header"
      className={cn('flex flex-col gap-2 p-2', className)}
      {...props}
    />
  )
}

export function SidebarContent({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-content"
      className={cn('flex min-h-0 flex-1 flex-col gap-2 overflow-auto', className)}
      {...props}
    />
  )
}

export function SidebarGroup({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="sidebar-group" className={cn('flex flex-col p-2', className)} {...props} />
}

/** Visible when expanded; kept for screen readers when the sidebar is icons only. */
export function SidebarGroupLabel({ className, ...props }: React.ComponentProps<'h2'>) {
  return (
    <h2
      data-slot="sidebar-group-label"
      className={cn(
        'flex h-8 items-center px-2 text-xs font-medium text-muted-foreground group-data-[collapsible=icon]/sidebar:sr-only',
        className,
      )}
      {...props}
    />
  )
}

export function SidebarMenu({ className, ...props }: React.ComponentProps<'ul'>) {
  return <ul data-slot="sidebar-menu" className={cn('flex flex-col gap-1', className)} {...props} />
}

export function SidebarMenuItem({ className, ...props }: React.ComponentProps<'li'>) {
  return <li data-slot="sidebar-menu-item" className={cn('relative', className)} {...props} />
}

/** A menu entry (usually a link via asChild); its text hides but stays named when collapsed. */
export function SidebarMenuButton({
  asChild = false,
  tooltip,
  className,
  ...props
}: React.ComponentProps<'button'> & { asChild?: boolean; tooltip?: string }) {
  const { state, isMobile } = useSidebar()
  const Comp = asChild ? Slot : 'button'
  return (
    <Comp
      data-slot="sidebar-menu-button"
      title={state === 'collapsed' && !isMobile ? tooltip : undefined}
      className={cn(
        'flex h-9 w-full items-center gap-2 overflow-hidden rounded-md px-2 text-left text-sm outline-none hover:bg-sidebar-accent focus-visible:ring-2 focus-visible:ring-ring aria-[current=page]:bg-sidebar-accent aria-[current=page]:font-medium group-data-[collapsible=icon]/sidebar:size-8 group-data-[collapsible=icon]/sidebar:p-2 [&_svg]:size-4 [&_svg]:shrink-0 [&>span:last-child]:truncate group-data-[collapsible=icon]/sidebar:[&>span:last-child]:sr-only',
        className,
      )}
      {...props}
    />
  )
}

export function SidebarInset({ className, ...props }: React.ComponentProps<'div'>) {
  const { isMobile, openMobile } = useSidebar()
  return (
    <div
      data-slot="sidebar-inset"
      // While the sheet covers the page, the page behind it can be neither focused nor read.
      inert={isMobile && openMobile}
      className={cn('flex min-w-0 flex-1 flex-col bg-background', className)}
      {...props}
    />
  )
}
