// What other features use of arenas: the card, its skeletons, the footing badge, the list's address, and the arenas
// API (its addresses, and the figures of the home page).
export { arenaPaths, useSiteStats } from './api';
export { ArenaCard } from './ArenaCard';
export { ArenaCardSkeletons } from './ArenaCardSkeletons';
export { EMPTY_ARENA_FILTERS, filtersToSearch as arenaListAddress } from './arena-filters';
export { FootingBadge } from './FootingBadge';
