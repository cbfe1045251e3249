// What other features use of arenas: the card, its skeletons, the footing badge and the list's address.
export { ArenaCard } from './ArenaCard';
export { ArenaCardSkeletons } from './ArenaCardSkeletons';
export { EMPTY_ARENA_FILTERS, filtersToSearch as arenaListAddress } from './arena-filters';
export { FootingBadge } from './FootingBadge';
