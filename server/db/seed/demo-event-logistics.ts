import { randomUUID } from 'node:crypto';
import type { EventDivision } from '@shared/schema';
import { eventAttendance, eventSeries } from '@shared/schema';
import type { DemoArena } from './demo-arenas';
import type { DemoEvent } from './demo-events';
import { addDays, calendarDayIn, parseClockTime, zonedInstant, type CalendarDay } from './dates';
import type { Random } from './random';

/**
 * What a rider plans a haul around, on most demo events: divisions and fees, an entry deadline, stalls (some sold
 * out), RV hookups, gate hours and papers; plus a weekly series, one cancelled and one postponed event, and riders
 * marked going or interested (the events' counts match those rows).
 */

const DIVISION_SETS: EventDivision[][] = [
  [{ name: 'Open 4D', entryFee: 30, addedMoney: 500 }, { name: 'Youth 3D', entryFee: 20, addedMoney: null }, { name: 'Senior 3D', entryFee: 20, addedMoney: null }],
  [{ name: 'Open 5D', entryFee: 60, addedMoney: 1500 }, { name: 'Youth 4D', entryFee: 35, addedMoney: 250 }, { name: 'Pee Wee', entryFee: 10, addedMoney: null }],
  [{ name: 'Futurity', entryFee: 350, addedMoney: 5000 }, { name: 'Derby', entryFee: 250, addedMoney: 2500 }, { name: 'Open 4D', entryFee: 50, addedMoney: 1000 }],
  [{ name: 'Open 4D', entryFee: 25, addedMoney: null }, { name: 'Poles', entryFee: 15, addedMoney: null }],
  [{ name: 'Open 4D', entryFee: 40, addedMoney: 1000 }, { name: 'Youth 3D', entryFee: 25, addedMoney: 200 }, { name: 'Senior 3D', entryFee: 25, addedMoney: 200 }, { name: 'Poles', entryFee: 15, addedMoney: null }],
];
const GATE_HOURS = [
  'Gates open at 3 PM the day before. No arrivals after 10 PM.',
  'Gates open Friday noon; exhibitions from 8 AM Saturday.',
  'Arrive by 5 PM; the office closes 30 minutes before the race.',
];
const HEALTH_PAPERS = ['Negative Coggins within 12 months', 'Negative Coggins and a health certificate for out-of-state horses', 'Current Coggins (checked at the gate)'];
const SERIES_NAME = 'Tuesday Night Practice Barrels';
const SERIES_WEEKS = 8;

const addedTotal = (divisions: EventDivision[]) => divisions.reduce((sum, division) => sum + (division.addedMoney ?? 0), 0);

function withEventLogistics(random: Random, event: DemoEvent, zone: string): DemoEvent {
  const day = calendarDayIn(event.date, zone);
  const divisions = random.chance(0.75) ? random.pick(DIVISION_SETS) : [];
  const hasDeadline = random.chance(0.6);
  const stalls = random.chance(0.65);
  const stallStatus = stalls ? random.weighted([['available', 5], ['waitlist', 1], ['sold_out', 2]] as const) : null;
  return {
    ...event,
    divisions,
    totalAddedMoney: addedTotal(divisions),
    endDate: random.chance(0.08) ? dayText(addDays(day, 1)) : null,
    // Most jackpots close entries a few evenings before, at 8 PM on the arena's clocks.
    entriesOpenAt: hasDeadline ? zonedInstant(addDays(day, -random.int(20, 30)), 8, 0, zone) : null,
    entriesCloseAt: hasDeadline ? zonedInstant(addDays(day, -random.int(2, 5)), 20, 0, zone) : null,
    lateFee: hasDeadline && random.chance(0.6) ? random.pick(['10.00', '15.00', '20.00']) : null,
    stallsAvailable: stalls ? true : random.chance(0.3) ? false : null,
    stallStatus,
    stallPricePerNight: stalls ? random.pick(['25.00', '30.00', '35.00', '40.00']) : null,
    stallReservationUrl: stalls && random.chance(0.5) ? 'https://www.stallsandrv.example/reserve' : null,
    rvHookups: random.chance(0.6) ? random.weighted([['power', 2], ['power_water', 3], ['full', 1], ['none', 1]] as const) : null,
    rvPricePerNight: random.chance(0.5) ? random.pick(['30.00', '35.00', '45.00']) : null,
    dryCampingAllowed: random.chance(0.5) ? random.chance(0.8) : null,
    gateHours: random.chance(0.5) ? random.pick(GATE_HOURS) : null,
    healthPapers: random.chance(0.7) ? random.pick(HEALTH_PAPERS) : null,
    contactPhone: random.chance(0.5) ? `(${random.int(200, 989)}) 555-${String(random.int(100, 9999)).padStart(4, '0')}` : null,
  };
}

const dayText = (day: CalendarDay) => `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;

/** The next Tuesday after today, at a Texas arena: a weekly practice night for eight weeks. */
function buildSeries(now: Date, arenas: DemoArena[], createdBy: string) {
  const arena = arenas.find((candidate) => candidate.state === 'TX') ?? arenas[0];
  const today = calendarDayIn(now, arena.timeZone);
  const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
  const first = addDays(today, ((2 - weekday + 7) % 7) || 7);
  const series = { id: randomUUID(), frequency: 'weekly' as const, until: dayText(addDays(first, 7 * (SERIES_WEEKS - 1))), createdBy };
  const { hour, minute } = parseClockTime('6:30 PM');
  const events: DemoEvent[] = Array.from({ length: SERIES_WEEKS }, (_, week) => {
    const day = addDays(first, 7 * week);
    return {
      id: randomUUID(), arenaId: arena.id, name: SERIES_NAME, date: zonedInstant(day, hour, minute, arena.timeZone), time: '6:30 PM',
      seriesId: series.id, createdBy, patternSize: 'medium', barrelPattern: 'Standard Cloverleaf',
      description: 'Practice runs on a fresh drag every week. Pay at the gate; no pre-entry needed.',
      divisions: [{ name: 'Open 4D', entryFee: 15, addedMoney: null }, { name: 'Poles', entryFee: 10, addedMoney: null }],
      stallsAvailable: false, rvHookups: 'none', dryCampingAllowed: false, gateHours: 'Gates open at 5 PM.',
      createdAt: now,
    };
  });
  return { series, events };
}

export function buildEventLogistics(random: Random, now: Date, baseEvents: DemoEvent[], arenas: DemoArena[], userIds: string[]) {
  const zoneOf = new Map(arenas.map((arena) => [arena.id, arena.timeZone]));
  const detailed = baseEvents.map((event) => withEventLogistics(random, event, zoneOf.get(event.arenaId)!));
  const { series, events: occurrences } = buildSeries(now, arenas, userIds[1]);
  const events = [...detailed, ...occurrences];

  const upcoming = events.filter((event) => event.date > now && !event.seriesId).sort((a, b) => a.date.getTime() - b.date.getTime());
  Object.assign(upcoming[4], { status: 'cancelled', statusReason: 'Arena flooded after the storms. Entries will be refunded.' });
  Object.assign(upcoming[9], { status: 'postponed', statusReason: 'Moved for the county fair; new date to come.' });

  const attendance: (typeof eventAttendance.$inferInsert)[] = [];
  for (const event of upcoming.slice(0, 25)) {
    const riders = random.shuffle(userIds).slice(0, random.int(0, 8));
    let going = 0;
    for (const userId of riders) {
      const status = random.chance(0.6) ? 'going' as const : 'interested' as const;
      if (status === 'going') going += 1;
      attendance.push({ eventId: event.id, userId, status, createdAt: now });
    }
    Object.assign(event, { goingCount: going, interestedCount: riders.length - going });
  }
  return { events, series: [series] satisfies (typeof eventSeries.$inferInsert)[], attendance };
}
