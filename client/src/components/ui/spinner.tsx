import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

interface SpinnerProps {
  className?: string;
  /** Announced to screen readers. */
  label?: string;
}

export function Spinner({ className, label = 'Loading' }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cn('h-6 w-6 animate-spin text-primary', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/**
 * A spinner that holds the place of a page while it loads. It is a screen tall, so the footer starts below the fold
 * and is not pushed down (a layout shift) when the page arrives; the spinner sits where a 40vh box would centre it.
 */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-start justify-center pt-[calc(20vh-1rem)]">
      <Spinner className="h-8 w-8" label={label} />
    </div>
  );
}
