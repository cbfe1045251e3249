import { Link } from 'wouter';
import {
  ArrowRight, BadgeCheck, BedDouble, CalendarPlus, Compass, MessagesSquare, Route, Search, Smartphone, Star, Warehouse, Wrench,
  type LucideIcon,
} from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

interface Contribution {
  title: string;
  text: string;
  href: string;
  cta: string;
  icon: LucideIcon;
}

const CONTRIBUTIONS: Contribution[] = [
  {
    title: 'Add Arenas',
    text: 'Know a pen that is not listed yet? Add its footing, parking and what is nearby so the next rider knows before they haul.',
    href: '/arenas/create',
    cta: 'Register an arena',
    icon: Warehouse,
  },
  {
    title: 'Post Events',
    text: 'Hosting or entering a show? Post the date, the pattern and the entry link in one place instead of a dozen group chats.',
    href: '/events/create',
    cta: 'Create an event',
    icon: CalendarPlus,
  },
  {
    title: 'Leave Reviews',
    text: 'Tell it like it was: how the ground rode, where you parked, whether the stalls were clean. Honest reviews help everyone.',
    href: '/arenas',
    cta: 'Find an arena to review',
    icon: Star,
  },
  {
    title: 'Add Horse Hotels',
    text: 'Found a good overnight stop with safe stalls and room to turn a rig around? Share it so others can rest easy on the road.',
    href: '/horse-hotels/create',
    cta: 'Add a horse hotel',
    icon: BedDouble,
  },
  {
    title: 'List Services',
    text: 'Farriers, vets, trainers and haulers who follow the circuit: let riders find you when they need you most.',
    href: '/services/create',
    cta: 'List a service',
    icon: Wrench,
  },
  {
    title: 'Share What You Know',
    text: 'Post a footing report, a photo from the warm-up pen or a question for the road in the community feed.',
    href: '/community',
    cta: 'Go to the community feed',
    icon: MessagesSquare,
  },
];

const SCATTERED = [
  { icon: Smartphone, text: 'Flyers shared as screenshots and lost a week later' },
  { icon: MessagesSquare, text: 'Footing reports buried in comment threads' },
  { icon: Search, text: 'Stabling and services found by asking around, again' },
];

const MISSION = [
  { icon: Compass, title: 'Research arenas', text: 'Footing, parking, amenities and honest reviews before you enter.' },
  { icon: CalendarPlus, title: 'Find events', text: 'Upcoming races near you, saved to your own calendar.' },
  { icon: Route, title: 'Plan trips', text: 'Events, horse hotels and services bundled into one route.' },
];

function SectionHeading({ id, eyebrow, children }: { id: string; eyebrow: string; children: string }) {
  return (
    <div className="space-y-1">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p>
      <h2 id={id} className="font-display text-2xl font-bold sm:text-3xl">{children}</h2>
    </div>
  );
}

/** The problem, the mission, and the ways riders can contribute. */
export default function AboutPage() {
  return (
    <div className="container max-w-5xl space-y-14 py-10 sm:py-14">
      <header className="mx-auto max-w-3xl space-y-4 text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">Built by riders, for riders</p>
        <h1 className="font-display text-4xl font-bold leading-tight sm:text-5xl">About Cloverleaf</h1>
        <p className="text-lg text-muted-foreground sm:text-xl">
          Cloverleaf is the community home for barrel racers: one place to research arenas, find events, plan the haul
          and share what you know with the riders coming after you.
        </p>
      </header>

      <section aria-labelledby="about-problem" className="grid gap-8 md:grid-cols-2 md:items-center">
        <div className="space-y-4">
          <SectionHeading id="about-problem" eyebrow="The problem">Everything we need is scattered</SectionHeading>
          <p className="text-muted-foreground">
            Ask any barrel racer how they decide where to enter next, and you will hear the same story. The event
            flyer is on one Facebook page, the entry link is in somebody's Instagram story, and the only word on the
            ground is a comment buried under a hundred others. By the time you find out the footing was hard or the
            parking could not fit your rig, you have already paid your fees and hauled four hours.
          </p>
          <p className="text-muted-foreground">
            The knowledge is out there. Riders share it generously. It is just spread across social media, group
            texts and word of mouth, and it disappears as fast as it is posted.
          </p>
        </div>
        <Card className="space-y-3 p-5 sm:p-6">
          {SCATTERED.map(({ icon: Icon, text }) => (
            <div key={text} className="flex items-center gap-3">
              <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-muted">
                <Icon className="h-5 w-5 text-muted-foreground" />
              </span>
              <p className="text-sm font-medium">{text}</p>
            </div>
          ))}
        </Card>
      </section>

      <section aria-labelledby="about-mission" className="space-y-6">
        <div className="mx-auto max-w-3xl space-y-4 text-center">
          <SectionHeading id="about-mission" eyebrow="Our mission">Help every rider show up prepared</SectionHeading>
          <p className="text-muted-foreground">
            We want every run to start with confidence: the right arena, the right ground for your horse, a safe stall
            for the night and the people you need close by. Cloverleaf gathers what the community knows and keeps it
            where it is easy to find, on the phone at the trailer or on the computer at home.
          </p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-3">
          {MISSION.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full space-y-2 p-5 text-center">
                <Icon aria-hidden="true" className="mx-auto h-8 w-8 text-primary" />
                <h3 className="font-semibold">{title}</h3>
                <p className="text-sm text-muted-foreground">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-contribute" className="space-y-6">
        <div className="max-w-3xl space-y-3">
          <SectionHeading id="about-contribute" eyebrow="Ways to contribute">Cloverleaf grows with every rider</SectionHeading>
          <p className="text-muted-foreground">
            Everything here comes from people like you. A few minutes of what you already know can save another rider
            a wasted trip.
          </p>
        </div>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {CONTRIBUTIONS.map(({ title, text, href, cta, icon: Icon }) => (
            <li key={title}>
              <Card className="flex h-full flex-col gap-3 p-5">
                <span aria-hidden="true" className="flex h-11 w-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="h-5 w-5" />
                </span>
                <h3 className="text-lg font-semibold">{title}</h3>
                <p className="flex-1 text-sm text-muted-foreground">{text}</p>
                <Link href={href} className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline">
                  {cta}
                  <ArrowRight aria-hidden="true" className="h-4 w-4" />
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-owners">
        <Card className="flex flex-col gap-4 border-primary/30 bg-primary/5 p-6 sm:flex-row sm:items-start sm:p-8">
          <BadgeCheck aria-hidden="true" className="h-10 w-10 shrink-0 text-primary" />
          <div className="space-y-2">
            <h2 id="about-owners" className="font-display text-xl font-bold sm:text-2xl">Own or manage an arena?</h2>
            <p className="text-muted-foreground">
              Arena owners may claim their arena's page. Once it is yours, you can keep the footing, parking and
              amenities up to date and respond to riders' reviews, so the people deciding whether to haul to you hear
              it straight from you.
            </p>
          </div>
        </Card>
      </section>

      <section aria-labelledby="about-join" className="space-y-4 text-center">
        <h2 id="about-join" className="font-display text-2xl font-bold sm:text-3xl">See you down the alley</h2>
        <p className="mx-auto max-w-2xl text-muted-foreground">
          Say hello in the community feed, or start by finding your next race.
        </p>
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <Link href="/community" className={buttonClasses({ size: 'lg' })}>Join the Community</Link>
          <Link href="/events" className={buttonClasses({ variant: 'outline', size: 'lg' })}>Find Events</Link>
        </div>
      </section>
    </div>
  );
}
