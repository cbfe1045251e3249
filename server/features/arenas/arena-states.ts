import { sql } from 'drizzle-orm';
import { arenas } from '@shared/schema';

/**
 * The states arenas are in, as a subquery of one column `state` in order: stepped from one state to the next along
 * arenas_state_city_idx (a few dozen index probes) instead of grouping every arena. The arenas' filter options
 * and the events' (the states with an event ahead) both start from it.
 */
export const arenaStatesSql = sql`(with recursive place(state) as (
    (select ${arenas.state} from ${arenas} order by ${arenas.state} limit 1)
    union all
    select (select next.state from ${arenas} as next where next.state > place.state order by next.state limit 1)
    from place where place.state is not null
  ) select state from place where state is not null)`;
