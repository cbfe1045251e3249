import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { DEFAULT_TIME_ZONE, isTimeZone, RIDER_TIME_ZONE_COOKIE } from '@shared/time-zones';
import { RENDER_CLOCK_ELEMENT_ID } from '@shared/page-state';
import type { RiderClock } from './dates';

/** A year: the rider's zone rarely changes, and a stale one costs only a re-render after the next hydration. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** "2 minutes ago" moves on while the page is open. */
const TICK_MS = 60_000;

/** The clock fixed for a whole render: the server's render of a page, or a test. */
const FixedClockContext = createContext<RiderClock | null>(null);

/** Every date below reads this clock instead of the live one (the server's render, a test). */
export function FixedClockProvider({ clock, children }: { clock: RiderClock; children: ReactNode }) {
  return <FixedClockContext.Provider value={clock}>{children}</FixedClockContext.Provider>;
}

const browserTimeZone = () => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
};

let live: RiderClock | null = null;
const listeners = new Set<() => void>();
let ticker: ReturnType<typeof setInterval> | undefined;

const minuteOf = (clock: RiderClock) => Math.floor(clock.now.getTime() / TICK_MS);

/**
 * The browser's zone and moment. On a page the server rendered, the clock it rendered with stands for it while they
 * agree (the same zone, the same minute), so hydration is followed by no re-render at all.
 */
function liveClock(): RiderClock {
  if (!live) {
    const reading = { timeZone: browserTimeZone(), now: new Date() };
    const rendered = renderedClock();
    live = rendered && rendered.timeZone === reading.timeZone && minuteOf(rendered) === minuteOf(reading) ? rendered : reading;
  }
  return live;
}

/** Tells the server the rider's zone, so the next page it renders shows the rider's days and "ago" as they are. */
function rememberTimeZone(timeZone: string) {
  const cookie = `${RIDER_TIME_ZONE_COOKIE}=${encodeURIComponent(timeZone)}`;
  if (document.cookie.split('; ').includes(cookie)) return;
  document.cookie = `${cookie}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  rememberTimeZone(liveClock().timeZone);
  ticker ??= setInterval(() => {
    live = { timeZone: browserTimeZone(), now: new Date() };
    listeners.forEach((notify) => notify());
  }, TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(ticker);
      ticker = undefined;
    }
  };
}

let pageClock: RiderClock | null | undefined;

/** The clock the server rendered this page with, from the page's JSON block (null for a page built in the browser). */
function renderedClock(): RiderClock | null {
  if (pageClock !== undefined) return pageClock;
  pageClock = null;
  const text = typeof document === 'undefined' ? null : document.getElementById(RENDER_CLOCK_ELEMENT_ID)?.textContent;
  if (text) {
    const { timeZone, now } = JSON.parse(text) as { timeZone?: unknown; now?: unknown };
    if (isTimeZone(timeZone) && typeof now === 'number') pageClock = { timeZone, now: new Date(now) };
  }
  return pageClock;
}

const hydrationClock = () => renderedClock() ?? liveClock();

/**
 * Reads the page's clock and the browser's ahead of the first render: the first formatter in a zone loads the
 * runtime's time-zone data (~15 ms on a desktop), which main.tsx does in a task of its own rather than in hydration's.
 */
export function readClocksAhead() {
  liveClock();
}

/** The app's live clock, kept in React state by LiveClockProvider. */
const LiveClockContext = createContext<RiderClock | null>(null);

/**
 * Holds the rider's clock for the whole app. While React hydrates a server-rendered page it is the clock the server
 * rendered with (carried in the page), so the first render prints exactly the server's text; right after, when the
 * browser's own clock differs (another zone, a later minute), and then every minute, the app re-renders with it as
 * a transition: in slices the phone can interleave with input, where a store update (useSyncExternalStore) would
 * re-render every date on the page in one blocking task.
 */
export function LiveClockProvider({ children }: { children: ReactNode }) {
  const fixed = useContext(FixedClockContext);
  const [clock, setClock] = useState(() => fixed ?? hydrationClock());
  useEffect(() => {
    if (fixed) return undefined;
    const showLive = () => startTransition(() => setClock(liveClock()));
    showLive();
    return subscribe(showLive);
  }, [fixed]);
  return <LiveClockContext.Provider value={clock}>{children}</LiveClockContext.Provider>;
}

/**
 * The rider's zone and the current moment: the fixed clock of a server render or a test, else the app's live clock
 * (LiveClockProvider), else the browser's clock as it is now. `asOf` fixes the moment (a test's).
 */
export function useRiderClock(asOf?: Date): RiderClock {
  const fixed = useContext(FixedClockContext);
  const app = useContext(LiveClockContext);
  const clock = fixed ?? app ?? liveClock();
  return asOf ? { ...clock, now: asOf } : clock;
}
