import { Link } from 'wouter';
import { formatInZone } from '@/lib/dates';
import { useRiderClock } from '@/lib/rider-clock';
import { Logo } from './Logo';
import { mainNavLinks } from './main-nav-links';

export function Footer() {
  const clock = useRiderClock();
  const year = formatInZone(clock.now, 'yyyy', clock.timeZone);
  return (
    <footer className="mt-16 border-t bg-card/60">
      <div className="container grid gap-8 py-10 md:grid-cols-[2fr_3fr]">
        <div className="space-y-3">
          <Logo />
          <p className="max-w-sm text-sm text-muted-foreground">
            The community-powered home for barrel racers: arenas, events, horse hotels and services, shared by the
            riders who use them.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
            {mainNavLinks
              .filter(({ href }) => href !== '/')
              .map(({ href, label }) => (
                <li key={href}>
                  <Link
                    href={href}
                    className="rounded text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {label}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
      </div>
      <div className="border-t">
        <p className="container py-4 text-xs text-muted-foreground">© {year} Cloverleaf. Built by and for barrel racers.</p>
      </div>
    </footer>
  );
}
