import type { HorseHotelView } from '@shared/contracts/hotels';
import { horseHotels } from '@shared/schema';
import { hotelListQuery } from '@shared/validation/hotels';
import { describePlaceSearch } from '../../test/place-search-cases';
import { parsedRows } from '../../test/shared-list-views';
import { listHotels } from './hotels.repo';

describePlaceSearch({
  table: horseHotels,
  id: horseHotels.id,
  indexPrefix: 'horse_hotels',
  byName: 'name, id',
  list: async (db, search, near) => {
    const { rows, total } = await listHotels(db, hotelListQuery.parse({ search, limit: '24', ...near }));
    return { ids: parsedRows<HorseHotelView>(rows).map((row) => row.id), total };
  },
});
