import type { EventListItem } from '@shared/contracts/events';
import { RV_HOOKUP_LABELS, STALL_STATUS_LABELS } from '@shared/constants';
import { formatInZone, zoneAbbreviation } from '@/lib/dates';
import { useRiderClock } from '@/lib/rider-clock';

/**
 * How an event's logistics read on its card and page. Instants are shown on the arena's clocks (a deadline is the
 * same moment for every rider), with the zone named when the rider's clocks read differently.
 */

type Instant = string | number | Date;

/** The zone's short name at that instant ('CDT', 'MST'). */
export const zoneName = zoneAbbreviation;

/** Whether the rider's clocks read this instant differently from the arena's (so the zone must be named). */
export const differsFromRider = (value: Instant, arenaZone: string, riderZone: string) =>
  formatInZone(value, 'yyyy-MM-dd HH:mm', arenaZone) !== formatInZone(value, 'yyyy-MM-dd HH:mm', riderZone);

/** 'Fri, Apr 10, 8:00 PM', followed by the zone ('CDT') when the rider is elsewhere. */
export function formatArenaTime(value: Instant, arenaZone: string, riderZone: string): string {
  const text = formatInZone(value, 'EEE, MMM d, h:mm a', arenaZone);
  return differsFromRider(value, arenaZone, riderZone) ? `${text} ${zoneName(value, arenaZone)}` : text;
}

/** The start time as printed ('7:00 PM'), with the arena's zone ('7:00 PM CDT') for a rider whose clocks differ. */
export function useEventTimeText(event: { date: string; time: string; arena: { timeZone: string } }): string {
  const clock = useRiderClock();
  const differs = differsFromRider(event.date, event.arena.timeZone, clock.timeZone);
  return differs ? `${event.time} ${zoneName(event.date, event.arena.timeZone)}` : event.time;
}

/** '$1,500' or '$12.50'. */
export function formatDollars(value: number | string | null | undefined): string | null {
  if (value == null || value === '') return null;
  const amount = Number(value);
  if (!Number.isFinite(amount)) return null;
  return amount.toLocaleString('en-US', {
    style: 'currency', currency: 'USD', minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2,
  });
}

export type EntriesState =
  | { kind: 'not-open'; opensAt: string }
  | { kind: 'open'; closesAt: string; daysLeft: number; hoursLeft: number }
  | { kind: 'closed' }
  | { kind: 'unknown' };

const HOUR = 3_600_000;

/** Where entries stand at `now`. */
export function entriesState(event: Pick<EventListItem, 'entriesOpenAt' | 'entriesCloseAt'>, now: Date): EntriesState {
  const { entriesOpenAt, entriesCloseAt } = event;
  if (entriesOpenAt && Date.parse(entriesOpenAt) > now.getTime()) return { kind: 'not-open', opensAt: entriesOpenAt };
  if (!entriesCloseAt) return { kind: 'unknown' };
  const left = Date.parse(entriesCloseAt) - now.getTime();
  if (left <= 0) return { kind: 'closed' };
  return { kind: 'open', closesAt: entriesCloseAt, daysLeft: Math.floor(left / (24 * HOUR)), hoursLeft: Math.floor(left / HOUR) };
}

/** The card's countdown: 'Entries close in 3 days', 'Entries close in 5 hours', 'Entries closed'; null without a deadline. */
export function entriesCountdown(event: Pick<EventListItem, 'entriesOpenAt' | 'entriesCloseAt'>, now: Date): string | null {
  const state = entriesState(event, now);
  if (state.kind === 'closed') return 'Entries closed';
  if (state.kind !== 'open') return null;
  if (state.hoursLeft < 1) return 'Entries close within the hour';
  if (state.daysLeft < 1) return `Entries close in ${state.hoursLeft} hour${state.hoursLeft === 1 ? '' : 's'}`;
  return `Entries close in ${state.daysLeft} day${state.daysLeft === 1 ? '' : 's'}`;
}

/** Stalls in a few words: 'Stalls sold out', 'Stalls available, $35/night', 'No stalls'. */
export function stallsSummary(event: Pick<EventListItem, 'stallsAvailable' | 'stallStatus' | 'stallPricePerNight'>): string | null {
  const price = formatDollars(event.stallPricePerNight);
  if (event.stallStatus) return `${STALL_STATUS_LABELS[event.stallStatus]}${price && event.stallStatus !== 'sold_out' ? `, ${price}/night` : ''}`;
  if (event.stallsAvailable === false) return 'No stalls';
  if (event.stallsAvailable) return `Stalls${price ? `, ${price}/night` : ''}`;
  return price ? `Stalls ${price}/night` : null;
}

/** RV parking in a few words: 'Full hookups, $40/night; dry camping allowed'. */
export function rvSummary(event: Pick<EventListItem, 'rvHookups' | 'rvPricePerNight' | 'dryCampingAllowed'>): string | null {
  const parts: string[] = [];
  if (event.rvHookups) {
    const price = formatDollars(event.rvPricePerNight);
    parts.push(`${RV_HOOKUP_LABELS[event.rvHookups]}${price && event.rvHookups !== 'none' ? `, ${price}/night` : ''}`);
  }
  if (event.dryCampingAllowed === true) parts.push('dry camping allowed');
  if (event.dryCampingAllowed === false) parts.push('no dry camping');
  if (parts.length === 0) return null;
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** True when the event has any logistics to show in "Plan your haul". */
export function hasLogistics(event: EventListItem): boolean {
  return Boolean(
    event.endDate || event.divisions.length > 0 || event.entriesOpenAt || event.entriesCloseAt || event.lateFee
    || event.drawUrl || event.resultsUrl || stallsSummary(event) || rvSummary(event) || event.stallReservationUrl
    || event.gateHours || event.healthPapers || event.contactPhone,
  );
}
