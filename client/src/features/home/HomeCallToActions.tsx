import { Link } from 'wouter';
import { ArrowRight, Route, Warehouse } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';

const CARDS = [
  {
    href: '/trips', icon: Route, title: 'Plan Your Trip', action: 'Start Planning',
    text: 'Line up events, overnight stalls and a farrier along the way, with the route on a map.',
  },
  {
    href: '/arenas', icon: Warehouse, title: 'Research Venues', action: 'Browse Arenas',
    text: 'Compare footing, parking and amenities before you haul, and read what other riders say.',
  },
];

/** The Plan Your Trip (/trips) and Research Venues (/arenas) cards. */
export function HomeCallToActions() {
  return (
    <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
      {CARDS.map(({ href, icon: Icon, title, text, action }) => (
        <section key={href} aria-labelledby={`cta-${href.slice(1)}`} className="flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm">
          <Icon aria-hidden="true" className="h-8 w-8 text-primary" />
          <div className="space-y-2">
            <h2 id={`cta-${href.slice(1)}`} className="text-xl font-bold">{title}</h2>
            <p className="text-muted-foreground">{text}</p>
          </div>
          <Link href={href} className={buttonClasses({ className: 'mt-auto self-start' })}>
            {action}
            <ArrowRight aria-hidden="true" />
          </Link>
        </section>
      ))}
    </div>
  );
}
