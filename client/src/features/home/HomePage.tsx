import { Link } from 'wouter';
import { CalendarDays, MapPinned } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';

/** Placeholder hero until the real home page (search, featured arenas/events, how it works) lands. */
export function HomePage() {
  return (
    <section className="relative overflow-hidden border-b bg-gradient-to-b from-secondary/70 to-background">
      <div className="container py-16 sm:py-24">
        <div className="max-w-2xl space-y-6">
          <p className="text-sm font-semibold uppercase tracking-widest text-primary">Barrel racing, shared</p>
          <h1 className="text-4xl font-bold leading-tight sm:text-5xl">
            Know the arena before you haul.
          </h1>
          <p className="text-lg text-muted-foreground">
            Cloverleaf brings arenas, events, horse hotels and services together in one place, kept current by the
            riders who use them.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link href="/events" className={buttonClasses({ size: 'lg' })}>
              <CalendarDays aria-hidden="true" />
              Find Events
            </Link>
            <Link href="/arenas" className={buttonClasses({ size: 'lg', variant: 'outline' })}>
              <MapPinned aria-hidden="true" />
              Find Arenas
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
