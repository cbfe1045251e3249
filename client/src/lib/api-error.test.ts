import { describe, expect, it } from 'vitest';
import { apiErrorBody, apiErrorMessage, apiErrorStatus, isNotFoundError } from './api-error';
import { ApiError } from '@/lib/api';

describe('api errors', () => {
  it('reads the status of an apiRequest error', () => {
    expect(apiErrorStatus(new ApiError(409, '{"message":"Already listed"}'))).toBe(409);
    expect(isNotFoundError(new ApiError(404, '{"message":"Horse Hotel Not Found"}'))).toBe(true);
    expect(apiErrorStatus(new Error('Failed to fetch'))).toBeNull();
    expect(apiErrorStatus('500: nope')).toBeNull();
  });

  it("reads the server's message from a JSON body, and nothing from other bodies", () => {
    expect(apiErrorMessage(new ApiError(409, '{"message":"You have already listed \\"Ace\\" as a Farrier."}')))
      .toBe('You have already listed "Ace" as a Farrier.');
    expect(apiErrorMessage(new ApiError(500, 'Internal Server Error'))).toBeNull();
    expect(apiErrorMessage(new ApiError(400, '{"errors":[]}'))).toBeNull();
    expect(apiErrorMessage(new Error('Failed to fetch'))).toBeNull();
  });

  it('reads the whole JSON body, e.g. the row a 409 conflicts with', () => {
    expect(apiErrorBody(new ApiError(409, '{"message":"Already reviewed","review":{"id":"r1"}}')))
      .toEqual({ message: 'Already reviewed', review: { id: 'r1' } });
    expect(apiErrorBody(new ApiError(409, '[1]'))).toBeNull();
    expect(apiErrorBody(new ApiError(500, 'Internal Server Error'))).toBeNull();
    expect(apiErrorBody(new Error('Failed to fetch'))).toBeNull();
  });
});
