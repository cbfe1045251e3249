import type { ReactNode } from 'react';
import { LoaderCircle, MapPinOff, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { MapsStatus } from './loader';

/** Holds the map's place while the config or the script loads ('Loading map...'). */
export function MapLoading({ className }: { className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-2 rounded-lg border bg-muted text-sm text-muted-foreground', className)}
    >
      <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />
      Loading map...
    </div>
  );
}

/** A plain message in place of a map: no location, bad coordinates. */
export function MapMessage({ title, description, icon: Icon = MapPinOff, className }: {
  title: string;
  description?: ReactNode;
  icon?: LucideIcon;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-center gap-2 rounded-lg border border-dashed bg-muted/50 px-6 py-10 text-center', className)}>
      <Icon aria-hidden="true" className="h-8 w-8 text-muted-foreground" />
      <p className="font-semibold">{title}</p>
      {description && <p className="text-sm text-muted-foreground">{description}</p>}
    </div>
  );
}

/** The heading of every offline fallback: says plainly that the interactive map is not there, and why. */
export function FallbackNotice({ status }: { status: MapsStatus }) {
  return (
    <div className="flex gap-3 rounded-md border border-dashed bg-muted/50 p-3 text-sm">
      <MapPinOff aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-muted-foreground" />
      <div>
        <p className="font-semibold">Interactive map unavailable</p>
        <p className="text-muted-foreground">
          {status === 'failed' ? 'The map could not be loaded.' : 'Maps are not set up on this site.'}
          {' '}Distances below are straight-line (as the crow flies), not driving distances.
        </p>
      </div>
    </div>
  );
}

export function ColorDot({ color, className }: { color: string; className?: string }) {
  return <span aria-hidden="true" className={cn('inline-block h-3 w-3 shrink-0 rounded-full', className)} style={{ backgroundColor: color }} />;
}

/** A plain link out to Google Maps; opens the app on phones and needs no key. */
export function ExternalMapLink({ href, children, hiddenContext }: { href: string; children: ReactNode; hiddenContext?: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      {children}
      {hiddenContext && <span className="sr-only"> ({hiddenContext})</span>}
    </a>
  );
}
