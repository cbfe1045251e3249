import { z } from 'zod';
import { FOOTING_CONDITIONS, FOOTING_REPORT_MAX_DAYS_BACK } from '../constants';
import { optionalText, pageQuery, photoUploadIds } from './common';

export { FOOTING_REPORT_MAX_DAYS_BACK, FOOTING_REPORT_STALE_DAYS } from '../constants';

export const RIDDEN_ON_FUTURE = 'The day you rode cannot be in the future';
export const RIDDEN_ON_TOO_OLD = `Reports are for rides in the last ${FOOTING_REPORT_MAX_DAYS_BACK} days`;

/**
 * POST /api/arenas/:id/footing-reports. `riddenOn` is a calendar day at the arena; the server checks it against the
 * arena's own today (its time zone), the client against the rider's.
 */
export const createFootingReportSchema = z.object({
  condition: z.enum(FOOTING_CONDITIONS, { error: 'Choose the condition of the ground' }),
  notes: optionalText(2000),
  riddenOn: z.iso.date({ error: 'Enter the day you rode' }),
  eventId: z.preprocess((v) => (v === '' ? null : v), z.uuid('Invalid event').nullish()),
  photoUploadIds: photoUploadIds(),
});
export type CreateFootingReportInput = z.infer<typeof createFootingReportSchema>;

/** PATCH /api/footing-reports/:id: its writer corrects the condition and the notes (the day and the ride stay). */
export const editFootingReportSchema = createFootingReportSchema.pick({ condition: true, notes: true });
export type EditFootingReportInput = z.infer<typeof editFootingReportSchema>;

export const footingReportListQuery = pageQuery.extend({
  limit: z.coerce.number().int().min(1).max(50).default(5),
});
