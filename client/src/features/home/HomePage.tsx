import { useState } from 'react';
import { arenaPaths } from '@/features/arenas';
import type { SearchLocation } from '@/lib/search-location';
import type { HomeListKind } from './api';
import { HomeCallToActions } from './HomeCallToActions';
import { HomeResultsSection } from './HomeResultsSection';
import { HomeSearchPanel } from './HomeSearchPanel';
import { HowItWorks } from './HowItWorks';
import { SiteStatsStrip } from './SiteStatsStrip';

export const HOME_HERO_IMAGE = arenaPaths.placeholderImage;

/** Below Tailwind's `md`, where the on-screen keyboard covers the results. */
const PHONE_SCREEN = '(max-width: 767px)';

/**
 * Search on a phone's keyboard: put the keyboard away (the box lets go of the focus) and bring the results up to the
 * top of the screen. A desktop keeps the focus in the box, with the results already in view.
 */
function showResultsOnPhone() {
  if (!window.matchMedia?.(PHONE_SCREEN).matches) return;
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  document.getElementById('home-results-heading')?.scrollIntoView({ block: 'start' });
}

/** The home page (loaded with the shell): hero with search, featured arenas or events, how it works, figures. */
export function HomePage() {
  const [search, setSearch] = useState('');
  const [location, setLocation] = useState<SearchLocation | null>(null);
  const [kind, setKind] = useState<HomeListKind>('arenas');

  return (
    <>
      <section className="relative isolate overflow-hidden border-b bg-neutral-900">
        <img
          src={HOME_HERO_IMAGE}
          alt=""
          width={800}
          height={500}
          fetchPriority="high"
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-60"
        />
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-br from-black/80 via-black/55 to-primary/50" />
        <div className="container grid grid-cols-1 gap-6 pb-4 pt-8 sm:gap-8 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:py-20">
          <div className="max-w-xl space-y-4 text-white">
            <p className="text-sm font-semibold uppercase tracking-widest text-amber-300">Barrel racing, shared</p>
            <h1 className="text-3xl font-bold leading-tight sm:text-5xl">Know the arena before you haul.</h1>
            <p className="text-white/85 sm:text-lg">
              Arenas, events, horse hotels and services in one place, kept current by the riders who use them.
            </p>
          </div>
          <HomeSearchPanel
            search={search}
            onSearchChange={setSearch}
            onSearchSubmit={showResultsOnPhone}
            location={location}
            onLocationChange={setLocation}
          />
        </div>
      </section>

      <HomeResultsSection kind={kind} onKindChange={setKind} search={search} location={location} />

      <HowItWorks />

      <div className="container space-y-10 py-12">
        <section aria-labelledby="site-stats-heading" className="space-y-4">
          <h2 id="site-stats-heading" className="sr-only">Cloverleaf in numbers</h2>
          <SiteStatsStrip />
        </section>
        <HomeCallToActions />
      </div>
    </>
  );
}
