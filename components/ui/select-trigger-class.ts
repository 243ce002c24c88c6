/**
 * The look of a Select's closed trigger, shared by SelectTrigger and the
 * stand-in a select shows until its code has loaded (LazyChoiceSelect), so
 * the swap cannot be seen.
 */
export const SELECT_TRIGGER_CLASS =
  "flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-base whitespace-nowrap shadow-xs transition-colors outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-placeholder:text-muted-foreground md:text-sm [&>span]:truncate [&_svg]:pointer-events-none [&_svg]:shrink-0";
