import type { HorseHotelDetail, HorseHotelItem, HorseHotelReviewItem, HotelNearbyArena } from '@shared/contracts/hotels';

/** Test data shaped like the API's answers. */
export function hotelFixture(overrides: Partial<HorseHotelItem> = {}): HorseHotelItem {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Aledo Overnight Stalls',
    address: '1450 FM 1187',
    city: 'Aledo',
    state: 'TX',
    zipCode: '76008',
    latitude: '32.6960000',
    longitude: '-97.6022000',
    phone: '(817) 555-0140',
    email: 'stalls@aledo.example.com',
    website: 'https://aledo.example.com',
    description: 'Clean covered stalls ten minutes off I-20.',
    stallCount: 40,
    dailyRate: '35.00',
    weeklyRate: '200.00',
    amenities: ['Wash rack', 'Shavings', 'RV hookups', 'Hay for sale', 'Lighted arena'],
    stallType: 'Covered 12x12',
    turnoutAvailable: true,
    feedIncluded: false,
    coverImage: null,
    ownerId: 'owner-1',
    createdAt: '2025-01-01T00:00:00.000Z',
    averageRating: 4.5,
    reviewCount: 2,
    distance: null,
    ...overrides,
  };
}

/** A hotel as its page reads it: `hotelFixture()` with its first photos (none unless given), counted unless given. */
export const hotelDetailFixture = (overrides: Partial<HorseHotelDetail> = {}): HorseHotelDetail => ({
  ...hotelFixture(), gallery: [], photoCount: overrides.gallery?.length ?? 0, ...overrides,
});

export function reviewFixture(overrides: Partial<HorseHotelReviewItem> = {}): HorseHotelReviewItem {
  return {
    id: 'review-1',
    horseHotelId: '11111111-1111-4111-8111-111111111111',
    userId: 'rider-2',
    photos: [],
    rating: 4,
    reviewText: 'Stalls were clean and the owner met us at midnight.',
    stallCondition: null,
    cleanliness: null,
    helpfulCount: 0,
    createdAt: new Date().toISOString(),
    editedAt: null,
    userName: 'Casey Rider',
    ownerResponse: null,
    ...overrides,
  };
}

export function nearbyArenaFixture(overrides: Partial<HotelNearbyArena> = {}): HotelNearbyArena {
  return {
    id: 'arena-1',
    name: 'Parker County Arena',
    city: 'Weatherford',
    state: 'TX',
    footingCondition: 'good',
    coverImage: null,
    distance: 12.34,
    ...overrides,
  };
}
