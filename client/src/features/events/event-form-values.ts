import type { EventListItem } from '@shared/contracts/events';
import { localDateTimeIn } from '@shared/time-zones';
import { dayKeyIn } from '@/lib/dates';
import { toTimeInputValue } from './event-time';

/**
 * The event form's raw values, as its inputs hold them: a date input gives 'yyyy-MM-dd', a time input 'HH:mm', a
 * datetime-local input 'yyyy-MM-ddTHH:mm' (on the arena's clocks), numbers and yes/no choices as text. The shared
 * schema parses them.
 */
export interface EventFormValues {
  name: string;
  arenaId: string;
  date: string;
  time: string;
  patternSize: string;
  description: string;
  eventFlyerUrl: string;
  saddlebookUrl: string;
  endDate: string;
  divisions: { name: string; entryFee: string; addedMoney: string }[];
  entriesOpenAt: string;
  entriesCloseAt: string;
  lateFee: string;
  drawUrl: string;
  drawPostedAt: string;
  resultsUrl: string;
  stallsAvailable: '' | 'true' | 'false';
  stallPricePerNight: string;
  stallStatus: string;
  stallReservationUrl: string;
  rvHookups: string;
  rvPricePerNight: string;
  dryCampingAllowed: '' | 'true' | 'false';
  gateHours: string;
  healthPapers: string;
  contactPhone: string;
  recurrence: { frequency: string; until: string };
  status: string;
  statusReason: string;
}

export const EMPTY_EVENT: EventFormValues = {
  name: '', arenaId: '', date: '', time: '', patternSize: '', description: '', eventFlyerUrl: '', saddlebookUrl: '',
  endDate: '', divisions: [], entriesOpenAt: '', entriesCloseAt: '', lateFee: '', drawUrl: '', drawPostedAt: '',
  resultsUrl: '', stallsAvailable: '', stallPricePerNight: '', stallStatus: '', stallReservationUrl: '', rvHookups: '',
  rvPricePerNight: '', dryCampingAllowed: '', gateHours: '', healthPapers: '', contactPhone: '',
  recurrence: { frequency: '', until: '' }, status: 'scheduled', statusReason: '',
};

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'true' : 'false');

/** An event as its edit form starts: every time read on the arena's clocks. */
export function eventToFormValues(event: EventListItem): EventFormValues {
  const zone = event.arena.timeZone;
  const local = (value: string | null) => (value ? localDateTimeIn(new Date(value), zone) : '');
  return {
    name: event.name,
    arenaId: event.arenaId,
    date: dayKeyIn(event.date, zone),
    time: toTimeInputValue(event.time) ?? '',
    patternSize: text(event.patternSize),
    description: text(event.description),
    eventFlyerUrl: text(event.eventFlyerUrl),
    saddlebookUrl: text(event.saddlebookUrl),
    endDate: text(event.endDate),
    divisions: event.divisions.map((division) => ({
      name: division.name, entryFee: text(division.entryFee), addedMoney: text(division.addedMoney),
    })),
    entriesOpenAt: local(event.entriesOpenAt),
    entriesCloseAt: local(event.entriesCloseAt),
    lateFee: text(event.lateFee),
    drawUrl: text(event.drawUrl),
    drawPostedAt: local(event.drawPostedAt),
    resultsUrl: text(event.resultsUrl),
    stallsAvailable: yesNo(event.stallsAvailable),
    stallPricePerNight: text(event.stallPricePerNight),
    stallStatus: text(event.stallStatus),
    stallReservationUrl: text(event.stallReservationUrl),
    rvHookups: text(event.rvHookups),
    rvPricePerNight: text(event.rvPricePerNight),
    dryCampingAllowed: yesNo(event.dryCampingAllowed),
    gateHours: text(event.gateHours),
    healthPapers: text(event.healthPapers),
    contactPhone: text(event.contactPhone),
    recurrence: { frequency: '', until: '' },
    status: event.status,
    statusReason: text(event.statusReason),
  };
}
