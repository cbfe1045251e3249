import { describe, expect, it } from 'vitest';
import { groupByType, serviceTypeLabel, splitSpecialties } from './service-types';

describe('service types', () => {
  it('labels types with the shared labels', () => {
    expect(serviceTypeLabel('chiropractor')).toBe('Equine Chiropractor');
    expect(serviceTypeLabel('massage_therapist')).toBe('Massage Therapist');
    expect(serviceTypeLabel('horse_dentist')).toBe('horse dentist');
  });

  it('groups providers by type in the order they arrive, keeping their order inside a group', () => {
    const groups = groupByType([
      { id: 1, type: 'farrier' }, { id: 2, type: 'farrier' }, { id: 3, type: 'veterinarian' }, { id: 4, type: 'farrier' },
    ]);
    expect(groups.map((group) => [group.label, group.providers.map((provider) => provider.id)])).toEqual([
      ['Farrier', [1, 2, 4]],
      ['Veterinarian', [3]],
    ]);
    expect(groupByType([])).toEqual([]);
  });

  it('splits specialties on commas', () => {
    expect(splitSpecialties(' Corrective shoeing, , glue-ons ')).toEqual(['Corrective shoeing', 'Glue-ons']);
    expect(splitSpecialties(null)).toEqual([]);
  });
});
