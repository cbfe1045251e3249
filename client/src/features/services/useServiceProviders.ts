import { useQuery } from '@tanstack/react-query';
import type { ServiceProviderItem } from '@shared/contracts/services';
import { usePagedList } from '@/lib/paged-list';

export const SERVICES_PATH = '/api/service-providers';
export const SERVICE_PAGE_SIZE = 12;

/** Providers matching the search (name, type or specialties) and type filter, a page at a time. */
export const useServiceProviderList = (filters: { search: string; type: string }) =>
  usePagedList<ServiceProviderItem>(SERVICES_PATH, filters, SERVICE_PAGE_SIZE, true, { keepPreviousResults: true });

/** The types that have providers, for the type filter. */
export function useServiceTypes() {
  const query = useQuery<{ types: string[] }>({ queryKey: [SERVICES_PATH, 'types'] });
  return query.data?.types ?? [];
}
