import { randomUUID } from 'node:crypto';
import { eventComments, events } from '@shared/schema';
import { DEFAULT_TIME_ZONE } from '@shared/time-zones';
import { slugify, type DemoArena } from './demo-arenas';
import type { DemoProducer } from './demo-people';
import { addDays, calendarDayIn, daysBefore, parseClockTime, weekdayOf, zonedInstant, type CalendarDay } from './dates';
import type { Random } from './random';

export type DemoEvent = typeof events.$inferInsert & { id: string; date: Date; arenaId: string };

export const UPCOMING_EVENT_COUNT = 150;
const PAST_EVENT_COUNT = 10;
/** Upcoming events fall on days 1-178 from today, safely inside "the next 6 months". */
const LAST_EVENT_DAY = 178;
/** Demo days are counted from today in US Central time, where most demo arenas are. */
const HOME_TIME_ZONE = DEFAULT_TIME_ZONE;

// Names and start times by weekday (0 = Sunday): Friday nights and Saturday shows are the heart of the sport.
export const NAMES_BY_WEEKDAY: string[][] = [
  ['Sunday Funday Barrels', 'Sunday Slack & Exhibitions', 'Sunday Youth & Open 4D', 'Futurity & Derby Finals'],
  ['Monday Night Poles & Barrels', 'Monday Night Exhibitions'],
  ['Tuesday Night Practice Barrels', 'Tuesday Twilight Exhibitions'],
  ['Wednesday Night Jackpot', 'Hump Day Barrel Race'],
  ['Thursday Night 3D Jackpot', 'Thursday Night Exhibitions'],
  ['Friday Night Barrels', 'Friday Night Lights 4D', 'Friday Night Jackpot & Exhibitions'],
  ['4D Open & Youth Series', 'NBHA District {n} Show', 'Futurity & Derby', 'Saturday Showdown 5D', 'Triple Crown Barrel Series Round {n}', 'Cowgirl Classic 4D', 'Senior & Youth Incentive Race'],
];
const TIMES_BY_WEEKDAY: string[][] = [
  ['10:00 AM', '12:00 PM', '9:00 AM'],
  ['6:30 PM', '7:00 PM'], ['6:30 PM', '7:00 PM'], ['6:30 PM', '7:00 PM'], ['6:00 PM', '7:00 PM'],
  ['6:00 PM', '7:00 PM', '7:30 PM'],
  ['9:00 AM', '10:00 AM', '1:00 PM', '8:00 AM'],
];
const WEEKDAY_WEIGHTS = [2, 1, 1, 1, 1, 3, 4];
export const BARREL_PATTERNS = ['Standard Cloverleaf', '1D/4D/5D', 'Cloverleaf 4D', '5D Open', '3D Youth', 'Cloverleaf 4D/5D'];

export const DESCRIPTION_OPENINGS = [
  'Open 4D with a half-second split, plus youth and senior sidepots.',
  'Exhibitions start two hours before the race; the open runs first, followed by youth and pee wee.',
  'Added money in the open and a buckle to the fastest time of the night.',
  'Futurity and derby go-rounds in the morning, open 4D in the afternoon.',
  'A relaxed jackpot that is perfect for green horses and first-time entries.',
];
export const DESCRIPTION_DETAILS = [
  'Ground is dragged every five runs. Entries close the Wednesday before at 8 PM.',
  'Stalls are $25 a night and RV hookups $35; call the office to reserve.',
  '80% payback in every division. Negative Coggins required at the gate.',
  'Concessions open all day. Please keep dogs on a leash and out of the warm-up pen.',
  'Draw posts the night before. Pattern size and barrel setting follow NBHA rules.',
];
export const DESCRIPTION_CLOSINGS = [
  'Questions? Message the producer through the entry link.',
  'Points count toward the year-end saddle and buckle awards.',
  'Bring a chair and cheer on the kids in the youth division!',
];

const dateStamp = (day: CalendarDay) => `${day.year}${String(day.month).padStart(2, '0')}${String(day.day).padStart(2, '0')}`;

export function buildEvents(random: Random, now: Date, arenaRows: DemoArena[], producers: DemoProducer[], userIds: string[]): DemoEvent[] {
  const today = calendarDayIn(now, HOME_TIME_ZONE);
  const upcomingDays: number[] = [];
  // Days 1-14 once each, so every weekday and the coming weekend have at least one event.
  for (let day = 1; day <= 14; day += 1) upcomingDays.push(day);
  while (upcomingDays.length < UPCOMING_EVENT_COUNT) {
    const day = random.int(1, LAST_EVENT_DAY);
    if (random.next() * 4 < WEEKDAY_WEIGHTS[weekdayOf(addDays(today, day))]) upcomingDays.push(day);
  }
  const pastDays = Array.from({ length: PAST_EVENT_COUNT }, () => -random.int(3, 60));

  // Every arena gets an event first, then busy venues get more.
  const arenaOrder = [...random.shuffle(arenaRows)];
  const arenaFor = (index: number) => (index < arenaOrder.length ? arenaOrder[index] : random.pick(arenaRows));

  // Plus one today, which is upcoming or just past depending on the hour.
  return [...upcomingDays, 0, ...pastDays].map((dayOffset, index) => {
    const arena = arenaFor(index);
    const day = addDays(today, dayOffset);
    const weekday = weekdayOf(day);
    const time = random.pick(TIMES_BY_WEEKDAY[weekday]);
    const { hour, minute } = parseClockTime(time);
    const name = random.pick(NAMES_BY_WEEKDAY[weekday]).replace('{n}', String(random.int(1, 12)));
    const localProducers = producers.filter((producer) => producer.states.includes(arena.state));
    const producer = localProducers.length && random.chance(0.85) ? random.pick(localProducers) : null;
    const slug = `${slugify(name)}-${slugify(arena.city)}-${dateStamp(day)}`;
    return {
      id: randomUUID(),
      arenaId: arena.id,
      producerId: producer?.id ?? null,
      name,
      date: zonedInstant(day, hour, minute, arena.timeZone),
      time,
      barrelPattern: random.pick(BARREL_PATTERNS),
      patternSize: arena.arenaType === 'indoor'
        ? random.pick(['small', 'medium'])
        : random.weighted([['small', 1], ['medium', 3], ['large', 2]] as const),
      description: [
        `${random.pick(DESCRIPTION_OPENINGS)} ${random.pick(DESCRIPTION_DETAILS)}`,
        `${random.pick(DESCRIPTION_DETAILS)} ${random.pick(DESCRIPTION_CLOSINGS)}`,
      ].join('\n\n'),
      imageUrl: null,
      saddlebookUrl: random.chance(0.7) ? `https://saddlebook.com/events/${slug}` : null,
      // Flyer images are served by the app itself (no external host to go missing).
      eventFlyerUrl: random.chance(0.08) ? `/api/placeholder/event.jpg?v=${slug.length % 2}` : null,
      createdBy: producer?.userId ?? (random.chance(0.5) ? random.pick(userIds) : null),
      createdAt: daysBefore(now, dayOffset < 0 ? random.int(-dayOffset + 7, -dayOffset + 60) : random.int(2, 60)),
    };
  });
}

export const COMMENTS = [
  'Is there a youth class this time?', 'Who is hauling from Stephenville? Would love to split fuel.',
  'Ground was amazing last month, can not wait!', 'Are stalls available Friday night?', 'What time do exhibitions start?',
  'Entered! See y\'all there.', 'Is the pattern set standard or is it a small pen?', 'Does anyone know if they take cash at the gate?',
  'Bringing two green horses for the exhibitions. Hoping for good ground!', 'Heads up: the back gate is closed, use the main entrance off the highway.',
  'Great payout last year in the 2D.', 'First race of the season for us. Nervous and excited!', 'Any RV hookups left?',
  'Can we bring our own panels for a pen?', 'Weather looks good for Saturday.', 'Who is running the concession stand? Their breakfast burritos are the best.',
  'Is there a pee wee class?', 'Will they post the draw online?', 'Thanks for putting this on, always a well-run show.',
  'Congrats to everyone who placed last time!', 'Does the futurity count toward the year-end?', 'Looking for a farrier on site, anyone?',
  'See you in the warm-up pen!', 'What is the added money in the open?', 'Ground crew did an awesome job at the last one.',
];

export function buildEventComments(random: Random, now: Date, upcoming: DemoEvent[], userIds: string[]) {
  const soonest = [...upcoming].sort((a, b) => a.date.getTime() - b.date.getTime()).slice(0, 30);
  const rows: (typeof eventComments.$inferInsert)[] = [];
  for (let count = 0; count < 62; count += 1) {
    rows.push({
      eventId: random.pick(soonest).id,
      userId: random.pick(userIds),
      commentText: random.pick(COMMENTS),
      createdAt: daysBefore(now, random.float(0.01, 10)),
    });
  }
  return rows;
}
