import { CircleAlert, RotateCw } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';

interface ErrorStateProps {
  title?: string;
  /** What went wrong, e.g. the error's message. */
  message?: string;
  onRetry?: () => void;
  className?: string;
}

/** Shown in place of content whose request failed. */
export function ErrorState({ title = 'Something went wrong', message, onRetry, className }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border border-destructive/40 bg-destructive/5 px-6 py-10 text-center',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="h-8 w-8 text-destructive" />
      <div className="space-y-1">
        <p className="font-semibold">{title}</p>
        {message && <p className="break-words text-sm text-muted-foreground">{message}</p>}
      </div>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      )}
    </div>
  );
}
