// What other features use of events: the card, its skeletons, the way back to the list, the list's address and the
// events API (lists of events by arena or producer, the list's path for tests and links).
export { eventPaths, useEventList } from './api';
export { BackToEventsLink, EventsRecordUnavailable } from './BackToEvents';
export { EventCard } from './EventCard';
export { EventCardSkeletons } from './EventCardSkeletons';
export { EMPTY_EVENT_FILTERS, filtersToSearch as eventListAddress } from './event-filters';
