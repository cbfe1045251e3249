/** Shared look of text-like form controls (Input, Textarea, Select). */
export const fieldClasses =
  'w-full rounded-md border border-input bg-card px-3 text-base text-foreground shadow-sm transition-colors ' +
  'placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring ' +
  'focus-visible:ring-offset-1 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 ' +
  'aria-[invalid=true]:border-destructive sm:text-sm';
