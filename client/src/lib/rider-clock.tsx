import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
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

function liveClock(): RiderClock {
  live ??= { timeZone: browserTimeZone(), now: new Date() };
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
 * The rider's zone and the current moment. While React hydrates a server-rendered page it is the clock the server
 * rendered with (carried in the page), so the first render prints exactly the server's text; right after, React
 * re-renders what differs with the browser's own clock. It ticks every minute. `asOf` fixes the moment (a test's).
 */
export function useRiderClock(asOf?: Date): RiderClock {
  const fixed = useContext(FixedClockContext);
  const current = useSyncExternalStore(subscribe, liveClock, hydrationClock);
  const clock = fixed ?? current;
  return asOf ? { ...clock, now: asOf } : clock;
}
