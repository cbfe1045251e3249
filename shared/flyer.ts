import type { UploadedImage } from './contracts/uploads';
import type { PATTERN_SIZES } from './validation/events';

/** What `POST /api/ocr/extract-flyer` reads off a flyer; each field is null when the flyer does not say. */
export interface FlyerExtraction {
  eventName: string | null;
  /** yyyy-MM-dd */
  date: string | null;
  /** 'h:mm AM' / 'h:mm PM' */
  time: string | null;
  patternSize: (typeof PATTERN_SIZES)[number] | null;
  description: string | null;
  /** The name of a known arena when one matches (spelled as stored), else the venue line as printed. */
  arenaName: string | null;
  /** When entries close, on the arena's clocks: 'yyyy-MM-dd' (the whole day) or 'yyyy-MM-ddTHH:mm'. */
  entriesCloseAt: string | null;
  /** Dollars added to a late entry ('$10 late fee', 'late entries +$20'). */
  lateFee: number | null;
  /** The divisions the flyer lists, in its order, each with its fee and added money in dollars when printed. */
  divisions: FlyerDivision[];
  /** The total added money the flyer promises ('$1,000 added'), when it says. */
  addedMoney: number | null;
}

export interface FlyerDivision {
  name: string;
  entryFee: number | null;
  addedMoney: number | null;
}

/** Sent with status 200 as `{ error }` when a file was read but held nothing usable. */
export interface FlyerExtractionFailure {
  error: string;
}

/**
 * An image flyer is also kept as the rider's upload (`flyerUpload`), so the event can show it: the form sends its id
 * as `flyerUploadId`. PDFs are read but not kept.
 */
export type FlyerExtractionResponse = (FlyerExtraction | FlyerExtractionFailure) & { flyerUpload?: UploadedImage };

export const FLYER_MAX_BYTES = 1024 * 1024;

export const FLYER_TOO_LARGE = { title: 'File Too Large', message: 'Please upload a file smaller than 1MB.' } as const;
export const FLYER_INVALID_TYPE = { title: 'Invalid File Type', message: 'Please upload a JPG, PNG, GIF, or PDF file.' } as const;
export const FLYER_EXTRACTION_FAILED = 'Could not extract information from the file. Please fill in details manually.';
