import type { Json } from './json';

/** A service provider's listing: GET /api/service-providers (paged), GET/POST/PUT /api/service-providers/:id. */
export interface ServiceProviderRecord {
  id: string;
  type: string;
  displayName: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  specialties: string | null;
  availabilityNotes: string | null;
  /** Where the provider works from: shown on trip maps and found along a trip's route. */
  address: string | null;
  city: string | null;
  state: string | null;
  latitude: string | null;
  longitude: string | null;
  /** The rider who listed it; null for listings from the directory's own data. */
  userId: string | null;
  createdAt: Date;
}
export type ServiceProviderItem = Json<ServiceProviderRecord>;

/** GET /api/service-providers/types: the types that have at least one provider. */
export interface ServiceTypesResponse {
  types: string[];
}
