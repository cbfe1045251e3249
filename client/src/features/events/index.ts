// What other features use of events: the card, its skeletons, the way back to the list and the list's address.
export { BackToEventsLink, EventsRecordUnavailable } from './BackToEvents';
export { EventCard } from './EventCard';
export { EventCardSkeletons } from './EventCardSkeletons';
export { EMPTY_EVENT_FILTERS, filtersToSearch as eventListAddress } from './event-filters';
