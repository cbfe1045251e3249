import type { findServiceProvider } from '../../server/features/services/services.repo';
import type { Json, Found } from './json';

export type ServiceProviderItem = Json<Found<typeof findServiceProvider>>;
