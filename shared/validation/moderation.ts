import { z } from 'zod';
import { CLAIM_ROLES, CLAIM_STATUSES, CLAIM_TARGETS, REPORT_TARGETS, USER_ROLES } from '../constants';
import { optionalText, pageQuery } from './common';

/** POST /api/arenas/:id/claims and /api/horse-hotels/:id/claims. */
export const claimSchema = z.object({
  role: z.enum(CLAIM_ROLES, { error: 'Choose owner or manager' }),
  phone: z.string({ error: 'Enter a phone number we can call' }).trim()
    .refine((phone) => /^[+()\d\s.-]{7,40}$/.test(phone) && phone.replace(/\D/g, '').length >= 7, 'Enter a phone number we can call'),
  note: optionalText(2000),
});
export type ClaimInput = z.infer<typeof claimSchema>;

/** GET /api/admin/claims: the queue (pending by default). */
export const claimListQuery = pageQuery.extend({
  status: z.enum(CLAIM_STATUSES, { error: 'Unknown claim status' }).default('pending'),
});

/** POST /api/admin/claims/:id/approve and /reject: why, shown to the rider when rejected and kept in the log. */
export const claimDecisionSchema = z.object({ reason: optionalText(1000) });

/** PUT /api/admin/ownership: give a page to a rider, or take it back (ownerId null). */
export const ownershipSchema = z.object({
  targetType: z.enum(CLAIM_TARGETS, { error: 'Choose an arena or a horse hotel' }),
  targetId: z.uuid('Unknown page'),
  ownerId: z.uuid('Unknown rider').nullable(),
  reason: z.string({ error: 'Say why' }).trim().min(1, 'Say why').max(1000),
});

/** PUT /api/admin/users/:id/role (admins only). */
export const userRoleSchema = z.object({ role: z.enum(USER_ROLES, { error: 'Choose rider, moderator or admin' }) });

/** PUT /api/admin/users/:id/suspension: how many days, and why (kept in the log). */
export const suspensionSchema = z.object({
  days: z.coerce.number({ error: 'Enter the number of days' }).int('Whole days only').min(1, 'At least one day').max(3650, 'At most ten years'),
  reason: z.string({ error: 'Say why' }).trim().min(1, 'Say why').max(1000),
});

/** PUT /api/reviews/:id/response and /api/horse-hotel-reviews/:id/response: the owner's public answer. */
export const ownerResponseSchema = z.object({
  text: z.string({ error: 'Write a response first' }).trim().min(1, 'Write a response first').max(2000, 'Keep it under 2000 characters'),
});

export const auditLogQuery = pageQuery;

/** GET /api/admin/users: riders whose name or email contains `search`. */
export const riderSearchQuery = pageQuery.extend({ search: z.string().trim().max(200).default('') });

/** POST /api/reports: what is reported and why. */
export const reportSchema = z.object({
  targetType: z.enum(REPORT_TARGETS, { error: 'This cannot be reported' }),
  targetId: z.uuid('Unknown item'),
  reason: z.string({ error: 'Say what is wrong' }).trim().min(1, 'Say what is wrong').max(500, 'Keep it under 500 characters'),
});

/** POST /api/admin/content/:type/:id/hide|restore|delete: why (kept in the log). */
export const moderationReasonSchema = z.object({ reason: optionalText(1000) });
