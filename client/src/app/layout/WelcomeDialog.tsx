import { useState } from 'react';
import {
  CalendarDays, CalendarPlus, Clover, Compass, HandHeart, MapPinned, MessageSquare, PlusCircle, Route,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { hasVisited, markVisited } from './welcome-visit';

interface StepItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

interface Step {
  icon: LucideIcon;
  title: string;
  intro: string;
  body?: string;
  items?: StepItem[];
}

const steps: Step[] = [
  {
    icon: Clover,
    title: 'Welcome to Cloverleaf',
    intro: 'A community-powered home for barrel racers. Every arena, event and horse hotel here is added and kept up to date by riders like you.',
    body: 'Know the footing, the parking and the stalls before you haul, and find your next run in one place instead of digging through social media posts.',
  },
  {
    icon: Compass,
    title: 'What You Can Do',
    intro: 'Everything you need to plan a season on the road.',
    items: [
      { icon: MapPinned, title: 'Research Arenas', text: 'Check footing, parking, amenities and reviews before you go.' },
      { icon: CalendarDays, title: 'Find Events', text: 'Search upcoming races by date, location and pattern size.' },
      { icon: Route, title: 'Plan Trips', text: 'Bundle events, horse hotels and services into one route.' },
      { icon: HandHeart, title: 'Contribute & Help', text: 'Share what you know so the next rider goes in prepared.' },
    ],
  },
  {
    icon: HandHeart,
    title: 'We Need Your Help',
    intro: 'Cloverleaf is only as good as what riders share.',
    items: [
      { icon: PlusCircle, title: 'Add Arenas', text: 'Missing an arena? Add it with its footing and parking.' },
      { icon: CalendarPlus, title: 'Post Events', text: 'Put your jackpots and races in front of riders nearby.' },
      { icon: MessageSquare, title: 'Leave Reviews', text: 'Tell others how the ground, stalls and parking really were.' },
    ],
  },
];

/**
 * A card at the bottom of the screen that leaves the page usable under it (a non-modal dialog): a first-time visitor
 * who came by a link to an event can read it at once, and a tap or focus on the page closes the card. As a modal it
 * made the whole page inert and scroll-locked, which restyled every element of the page under it when it opened.
 */
const BOTTOM_CARD = cn(
  'left-4 right-4 top-auto bottom-4 w-auto max-h-[calc(100dvh-2rem)] translate-x-0 translate-y-0',
  'sm:left-auto sm:right-6 sm:bottom-6 sm:w-full sm:max-w-md',
  // Rises from the bottom edge (the centred dialogs' entrance moves them from the centre).
  'data-[state=open]:animate-toast-in',
);

/**
 * Focusing inside the task that mounts the card makes the browser style and lay out the page at once, in that
 * task; in the next frame that work is the frame's own. Same target as Radix's default: the first button.
 */
function focusInNextFrame(event: Event) {
  event.preventDefault();
  const content = event.currentTarget as HTMLElement;
  requestAnimationFrame(() => content.querySelector<HTMLElement>('button')?.focus());
}

/** A 3-step onboarding shown to a first-time visitor; any way of closing it marks it seen for good. */
export function WelcomeDialog() {
  const [open, setOpen] = useState(() => !hasVisited());
  const [stepNumber, setStepNumber] = useState(1);
  const step = steps[stepNumber - 1];
  const StepIcon = step.icon;
  const isLast = stepNumber === steps.length;

  const finish = () => {
    markVisited();
    setStepNumber(1);
    setOpen(false);
  };

  return (
    <Dialog modal={false} open={open} onOpenChange={(isOpen) => !isOpen && finish()}>
      {/* The body given (the card only ever renders in the browser): the card renders in the transition it opens
          in, in slices, instead of in one long synchronous render after the portal mounts. */}
      <DialogContent closeLabel="Close welcome" className={cn('gap-5', BOTTOM_CARD)} onOpenAutoFocus={focusInNextFrame} container={document.body}>
        {/* aria-live: the new step's title and intro are read out after Next. */}
        <DialogHeader aria-live="polite" className="items-center text-center sm:text-center">
          <span className="mb-1 flex h-12 w-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <StepIcon aria-hidden="true" className="h-6 w-6" />
          </span>
          <DialogTitle>{step.title}</DialogTitle>
          <DialogDescription>{step.intro}</DialogDescription>
        </DialogHeader>

        {step.body && <p className="text-center text-sm leading-relaxed">{step.body}</p>}

        {step.items && (
          <ul className="space-y-3">
            {step.items.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3 rounded-lg border bg-background/60 p-3">
                <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
                <div>
                  <p className="text-sm font-semibold">{title}</p>
                  <p className="text-sm text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        )}

        <div role="img" aria-label={`Step ${stepNumber} of ${steps.length}`} className="flex justify-center gap-2">
          {steps.map((_, index) => (
            <span
              key={index}
              className={cn(
                'h-2 rounded-full transition-all',
                index + 1 === stepNumber ? 'w-6 bg-primary' : 'w-2 bg-muted-foreground/40',
              )}
            />
          ))}
        </div>

        <DialogFooter className="gap-2 sm:justify-between">
          {!isLast && (
            <Button variant="ghost" onClick={finish}>
              Skip
            </Button>
          )}
          {/* One button in one place for Next and Get Started, so keyboard focus stays on it between steps. */}
          <Button className={cn(isLast && 'w-full')} onClick={isLast ? finish : () => setStepNumber(stepNumber + 1)}>
            {isLast ? 'Get Started' : 'Next'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
