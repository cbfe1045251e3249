import type { UploadedImage } from '@shared/contracts/uploads';
import type { FlyerExtraction, FlyerExtractionResponse } from '@shared/flyer';
import { FLYER_EXTRACTION_FAILED } from '@shared/flyer';
import { apiErrorMessage, apiErrorStatus } from '@/lib/api-error';
import { requestFlyerExtraction } from './api';

/** A failed extraction, carrying the server's message when it gave one. */
export class FlyerExtractionError extends Error {
  /** An image flyer is kept even when nothing could be read from it. */
  readonly flyerUpload?: UploadedImage;

  constructor(message: string, flyerUpload?: UploadedImage) {
    super(message);
    this.name = 'FlyerExtractionError';
    this.flyerUpload = flyerUpload;
  }
}

export type FlyerReading = FlyerExtraction & { flyerUpload?: UploadedImage };

/**
 * Sends the flyer to be read. Resolves with what the flyer says; a readable file with
 * nothing usable (200 `{error}`) or a refused one rejects with a FlyerExtractionError holding the message to show.
 * A 401 is rethrown as is, for the caller's log-in handling.
 */
export async function extractFlyer(file: File): Promise<FlyerReading> {
  let result: FlyerExtractionResponse;
  try {
    result = await requestFlyerExtraction(file);
  } catch (error) {
    if (apiErrorStatus(error) === 401) throw error;
    throw new FlyerExtractionError(apiErrorMessage(error) ?? FLYER_EXTRACTION_FAILED);
  }
  if ('error' in result) throw new FlyerExtractionError(result.error || FLYER_EXTRACTION_FAILED, result.flyerUpload);
  return result;
}

const normalizeName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** The arena a flyer names: the one spelled the same (ignoring case and punctuation), or the only one found. */
export function matchArenaByName<T extends { name: string }>(candidates: T[], arenaName: string): T | null {
  const wanted = normalizeName(arenaName);
  if (!wanted) return null;
  return candidates.find((arena) => normalizeName(arena.name) === wanted) ?? (candidates.length === 1 ? candidates[0] : null);
}
