import type { SavedEventEntry } from '@shared/contracts/social';
import { noLogistics } from '@/testing/fixtures/events';

type EventFields = Partial<Omit<SavedEventEntry['event'], 'arena'>> & { arena?: Partial<SavedEventEntry['event']['arena']> };

/** A saved event as GET /api/saved-events returns it, for component and unit tests. */
export function savedEvent(id: string, event: EventFields = {}): SavedEventEntry {
  const { arena, ...fields } = event;
  return {
    id: `saved-${id}`,
    userId: 'u1',
    eventId: id,
    createdAt: '2026-05-01T12:00:00.000Z',
    event: {
      id,
      arenaId: 'a1',
      producerId: null,
      name: `Event ${id}`,
      date: '2026-06-05T12:00:00.000Z',
      time: '7:00 PM',
      barrelPattern: 'Standard Cloverleaf',
      description: null,
      imageUrl: null,
      saddlebookUrl: null,
      patternSize: 'medium',
      removed: false,
      eventFlyerUrl: null,
      createdBy: null,
      createdAt: '2026-05-01T12:00:00.000Z',
      ...noLogistics,
      ...fields,
      arena: { id: 'a1', name: 'Extraco Events Center', city: 'Waco', state: 'TX', footingCondition: 'good', timeZone: 'America/Chicago', ...arena },
    },
  };
}
