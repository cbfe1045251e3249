import type { findProducerView } from '../../server/features/producers/producers.repo';
import type { Json, Found } from './json';

export type ProducerView = Json<Found<typeof findProducerView>>;
