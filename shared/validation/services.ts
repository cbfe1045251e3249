import { z } from 'zod';
import {
  optionalCoordinate, optionalEmail, optionalHttpUrl, optionalQueryText, optionalStateCode, optionalText, pageQuery, requiredText,
} from './common';
import { SERVICE_TYPES } from '../constants';

export { SERVICE_TYPE_LABELS, SERVICE_TYPES, type ServiceType } from '../constants';

export const createServiceProviderSchema = z.object({
  type: z.enum(SERVICE_TYPES, { error: 'Choose a service type' }),
  displayName: requiredText('Enter a display name'),
  phone: optionalText(40),
  email: optionalEmail(),
  website: optionalHttpUrl(),
  specialties: optionalText(1000),
  availabilityNotes: optionalText(1000),
  address: optionalText(300),
  city: optionalText(100),
  state: optionalStateCode(),
  latitude: optionalCoordinate(90),
  longitude: optionalCoordinate(180),
}).refine((provider) => (provider.latitude == null) === (provider.longitude == null), {
  message: 'Pick the location from the search (latitude and longitude go together)', path: ['latitude'],
});
export type CreateServiceProviderInput = z.infer<typeof createServiceProviderSchema>;

/** The edit sends the whole listing again: optional fields it leaves out are cleared. */
export const updateServiceProviderSchema = createServiceProviderSchema.transform((provider) => ({
  phone: null, email: null, website: null, specialties: null, availabilityNotes: null,
  address: null, city: null, state: null, latitude: null, longitude: null, ...provider,
}));
export type UpdateServiceProviderInput = z.infer<typeof updateServiceProviderSchema>;

export const serviceListQuery = pageQuery.extend({
  search: optionalQueryText(),
  type: z.preprocess((v) => (v === '' || v === 'all' ? null : v), z.enum(SERVICE_TYPES).nullish()),
});
export type ServiceListQuery = z.infer<typeof serviceListQuery>;
