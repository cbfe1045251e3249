import { CalendarSearch, HandHeart, Route, Warehouse } from 'lucide-react';

const STEPS = [
  { icon: Warehouse, title: 'Research Arenas', text: 'Check footing, parking and amenities, rated by riders who have run there.' },
  { icon: CalendarSearch, title: 'Find Events', text: 'Browse upcoming barrel races near you and save the ones you want to enter.' },
  { icon: Route, title: 'Plan Trips', text: 'Bundle events, horse hotels and services into one trip with a route map.' },
  { icon: HandHeart, title: 'Contribute', text: 'Add arenas, post events and leave reviews so the next rider knows what to expect.' },
];

/** The four steps the home page pitches. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works-heading" className="border-y bg-secondary/40">
      <div className="container space-y-8 py-12">
        <div className="max-w-2xl space-y-2">
          <h2 id="how-it-works-heading" className="text-2xl font-bold sm:text-3xl">How It Works</h2>
          <p className="text-muted-foreground">Everything about a run, kept current by the riders who make it.</p>
        </div>
        <ol className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="space-y-3 rounded-lg border bg-card p-5">
              <div className="flex items-center gap-3">
                <span className="flex h-10 w-10 items-center justify-center rounded-full bg-primary text-primary-foreground">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <span className="text-sm font-semibold text-muted-foreground">Step {index + 1}</span>
              </div>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
