import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServiceProviderItem, ServiceTypesResponse } from '@shared/contracts/services';
import type { CreateServiceProviderInput } from '@shared/validation/services';
import { apiRequest } from '@/lib/api';
import { usePagedList } from '@/lib/paged-list';

/** The services API's addresses (tests answer them by name too). */
export const servicePaths = {
  list: '/api/service-providers',
  types: '/api/service-providers/types',
} as const;

/** Query keys start with the API path, so invalidating `all` refreshes every services query. */
export const serviceKeys = {
  all: [servicePaths.list],
  types: [servicePaths.list, 'types'],
} as const;

export const SERVICE_PAGE_SIZE = 12;

/** Providers matching the search (name, type or specialties) and type filter, a page at a time. */
export const useServiceProviderList = (filters: { search: string; type: string }) =>
  usePagedList<ServiceProviderItem>(servicePaths.list, filters, SERVICE_PAGE_SIZE, true, { keepPreviousResults: true });

export const serviceTypesQuery = () => queryOptions<ServiceTypesResponse>({ queryKey: serviceKeys.types });

/** The types that have providers, for the type filter. */
export function useServiceTypes(): string[] {
  return useQuery(serviceTypesQuery()).data?.types ?? [];
}

/** POST a new listing; every services list is refreshed once it is in. */
export function useCreateServiceProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (service: CreateServiceProviderInput) =>
      (await (await apiRequest('POST', servicePaths.list, service)).json()) as ServiceProviderItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}
