import { SERVICE_TYPE_LABELS, SERVICE_TYPES, type ServiceType } from '@shared/constants';

const isServiceType = (type: string): type is ServiceType => (SERVICE_TYPES as readonly string[]).includes(type);

/** 'Equine Chiropractor' for 'chiropractor'; an unknown type is shown as stored, underscores as spaces. */
export const serviceTypeLabel = (type: string) => (isServiceType(type) ? SERVICE_TYPE_LABELS[type] : type.replace(/_/g, ' '));

export interface ServiceGroup<T> {
  type: string;
  label: string;
  providers: T[];
}

/** Providers grouped by type, groups in the order their first provider appears (the server sorts by type). */
export function groupByType<T extends { type: string }>(providers: T[]): ServiceGroup<T>[] {
  const groups = new Map<string, ServiceGroup<T>>();
  for (const provider of providers) {
    let group = groups.get(provider.type);
    if (!group) {
      group = { type: provider.type, label: serviceTypeLabel(provider.type), providers: [] };
      groups.set(provider.type, group);
    }
    group.providers.push(provider);
  }
  return [...groups.values()];
}

/** 'Corrective shoeing, glue-ons' as separate specialties ('Glue-ons'), each starting with a capital; blanks dropped. */
export const splitSpecialties = (specialties: string | null | undefined) =>
  (specialties ?? '').split(',').map((part) => part.trim()).filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1));
