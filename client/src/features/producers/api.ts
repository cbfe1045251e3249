import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProducerView } from '@shared/contracts/producers';

/** The event producers API's addresses (tests answer them by name too). */
export const producerPaths = {
  list: '/api/event-producers',
  detail: (producerId: string) => `/api/event-producers/${producerId}`,
} as const;

/** Query keys start with the API path, so invalidating `all` refreshes every producer query. */
export const producerKeys = {
  all: [producerPaths.list],
  detail: (producerId: string) => [producerPaths.list, producerId],
} as const;

export const producerQuery = (producerId: string) => queryOptions<ProducerView>({ queryKey: producerKeys.detail(producerId) });

/** The producer with its upcoming event count and whether the rider follows it. */
export const useProducer = (producerId: string) => useQuery(producerQuery(producerId));
