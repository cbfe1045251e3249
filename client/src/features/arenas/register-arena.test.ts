import { describe, expect, it } from 'vitest';
import { registerArenaSchema } from '@shared/validation';
import { EMPTY_REGISTER_ARENA_VALUES, serverFieldErrors } from './register-arena';
import { ApiError } from '@/lib/api';

describe('the register payload', () => {
  it('sends empty optional values as null and the checkbox as false', () => {
    const payload = registerArenaSchema.parse({
      ...EMPTY_REGISTER_ARENA_VALUES, name: ' Rio Arena ', address: '1 Main St', city: 'Waco', state: 'tx', zipCode: '76705',
    });
    expect(payload).toEqual({
      name: 'Rio Arena', address: '1 Main St', city: 'Waco', state: 'TX', zipCode: '76705', latitude: null, longitude: null,
      footingType: null, arenaType: null, parkingSurface: null, parkingCapacity: null, largeRigsFriendly: false,
      nearbyFuel: null, nearbyFood: null, nearbyFeedStore: null, nearbyVet: null, nearbyFarrier: null, coverImage: null, videoUrl: null,
    });
  });
});

describe('serverFieldErrors', () => {
  it('reads the field messages of a 400', () => {
    const error = new ApiError(400, '{"message":"Invalid input","errors":[{"path":"state","message":"State must be a 2-letter code"}]}');
    expect(serverFieldErrors(error)).toEqual({ state: 'State must be a 2-letter code' });
  });

  it('gives nothing for other errors', () => {
    expect(serverFieldErrors(new ApiError(500, 'boom'))).toEqual({});
    expect(serverFieldErrors(new ApiError(400, 'not json'))).toEqual({});
    expect(serverFieldErrors('nope')).toEqual({});
  });
});
