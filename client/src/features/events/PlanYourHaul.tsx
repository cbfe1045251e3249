import type { ReactNode } from 'react';
import { CalendarRange, ClipboardList, Phone, Stethoscope, Ticket, Tent, Truck, Warehouse } from 'lucide-react';
import type { EventListItem } from '@shared/contracts/events';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ExternalLink } from '@/components/ui/external-link';
import { formatInZone } from '@/lib/dates';
import { useRiderClock } from '@/lib/rider-clock';
import {
  entriesState, formatArenaTime, formatDollars, hasLogistics, rvSummary, stallsSummary,
} from './event-logistics';

const linkClass = 'font-medium text-primary hover:underline';

function Row({ icon: Icon, label, children }: { icon: typeof Ticket; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
      <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-primary" />
        {label}
      </dt>
      <dd className="pl-6 text-sm sm:pl-0">{children}</dd>
    </div>
  );
}

/** "Plan your haul": the days, divisions and fees, entries, stalls, RV, arrival and papers, each only when known. */
export function PlanYourHaul({ event }: { event: EventListItem }) {
  const clock = useRiderClock();
  if (!hasLogistics(event)) return null;
  const zone = event.arena.timeZone;
  const at = (value: string) => <time dateTime={value}>{formatArenaTime(value, zone, clock.timeZone)}</time>;
  const entries = entriesState(event, clock.now);
  const stalls = stallsSummary(event);
  const rv = rvSummary(event);
  const lateFee = formatDollars(event.lateFee);
  const hasEntries = event.entriesOpenAt || event.entriesCloseAt || lateFee || event.drawUrl || event.resultsUrl;

  return (
    <Card>
      <CardHeader><h2 className="text-xl font-semibold">Plan your haul</h2></CardHeader>
      <CardContent>
        <dl className="space-y-4">
          {event.endDate && (
            <Row icon={CalendarRange} label="Days">
              {formatInZone(event.date, 'EEE, MMM d', zone)} to {formatInZone(`${event.endDate}T12:00:00Z`, 'EEE, MMM d', 'UTC')}
            </Row>
          )}
          {event.divisions.length > 0 && (
            <Row icon={ClipboardList} label="Divisions">
              <table className="w-full text-left">
                <thead className="sr-only">
                  <tr><th>Division</th><th>Entry fee</th><th>Added money</th></tr>
                </thead>
                <tbody>
                  {event.divisions.map((division, index) => (
                    <tr key={`${division.name}-${index}`} className="border-b last:border-0">
                      <th scope="row" className="py-1 pr-2 font-medium">{division.name}</th>
                      <td className="py-1 pr-2">{formatDollars(division.entryFee) ? `${formatDollars(division.entryFee)} entry` : ''}</td>
                      <td className="py-1">{division.addedMoney ? `${formatDollars(division.addedMoney)} added` : ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Row>
          )}
          {hasEntries && (
            <Row icon={Ticket} label="Entries">
              <ul className="space-y-1">
                {entries.kind === 'not-open' && <li>Entries open {at(entries.opensAt)}</li>}
                {event.entriesCloseAt && (
                  <li className={entries.kind === 'open' && entries.daysLeft < 2 ? 'font-semibold text-destructive' : undefined}>
                    {entries.kind === 'closed' ? 'Entries closed ' : 'Entries close '}
                    {at(event.entriesCloseAt)}
                  </li>
                )}
                {lateFee && <li>Late fee {lateFee}</li>}
                {event.drawUrl && (
                  <li>
                    <ExternalLink href={event.drawUrl} className={linkClass}>The draw</ExternalLink>
                    {event.drawPostedAt && <> (posted {at(event.drawPostedAt)})</>}
                  </li>
                )}
                {event.resultsUrl && <li><ExternalLink href={event.resultsUrl} className={linkClass}>Results</ExternalLink></li>}
              </ul>
            </Row>
          )}
          {(stalls || event.stallReservationUrl) && (
            <Row icon={Warehouse} label="Stalls">
              {stalls}
              {event.stallReservationUrl && (
                <>
                  {stalls && ' · '}
                  <ExternalLink href={event.stallReservationUrl} className={linkClass}>Reserve a stall</ExternalLink>
                </>
              )}
            </Row>
          )}
          {rv && <Row icon={Tent} label="RV">{rv}</Row>}
          {event.gateHours && <Row icon={Truck} label="Arrival"><span className="whitespace-pre-line">{event.gateHours}</span></Row>}
          {event.healthPapers && <Row icon={Stethoscope} label="Health papers">{event.healthPapers}</Row>}
          {event.contactPhone && (
            <Row icon={Phone} label="Contact">
              <a href={`tel:${event.contactPhone.replace(/[^\d+]/g, '')}`} className={linkClass}>{event.contactPhone}</a>
            </Row>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}
