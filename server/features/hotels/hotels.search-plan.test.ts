import { horseHotels } from '@shared/schema';
import { hotelListQuery } from '@shared/validation/hotels';
import { describePlaceSearch } from '../../test/place-search-cases';
import { listHotels } from './hotels.repo';

describePlaceSearch({
  table: horseHotels,
  id: horseHotels.id,
  indexPrefix: 'horse_hotels',
  byName: 'name, id',
  list: async (db, search, near) => {
    const { rows, total } = await listHotels(db, hotelListQuery.parse({ search, limit: '24', ...near }));
    return { ids: rows.map((row) => row.id), total };
  },
});
