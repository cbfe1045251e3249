import { arenas } from '@shared/schema';
import { arenaChoicesQuery, arenaListQuery } from '@shared/validation/arenas';
import { describePlaceSearch } from '../../test/place-search-cases';
import { listArenaChoices, listArenas } from './arenas.repo';

describePlaceSearch({
  table: arenas,
  id: arenas.id,
  indexPrefix: 'arenas',
  byName: 'lower(name), id',
  list: async (db, search, near) => {
    const { rows, total } = await listArenas(db, arenaListQuery.parse({ search, sort: 'name', limit: '24', ...near }), null);
    return { ids: rows.map((row) => row.id), total };
  },
  choose: async (db, search, limit) => (await listArenaChoices(db, arenaChoicesQuery.parse({ search, limit: String(limit) }))).map((row) => row.id),
});
