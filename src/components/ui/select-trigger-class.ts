// The select trigger's look, without Radix: a stand-in trigger (src/features/finder) renders the
// same button before the Radix code has loaded. A long value wraps (a venue's name): the chevron
// keeps its place and the text is never cut.
export const SELECT_TRIGGER_CLASS =
  'flex min-h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-left text-sm shadow-sm [&_svg]:shrink-0 [&>span]:min-w-0 [&>span]:[overflow-wrap:anywhere] outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[placeholder]:text-muted-foreground'
