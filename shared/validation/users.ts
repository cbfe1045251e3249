import { z } from 'zod';
import { optionalStateCode, optionalText } from './common';

export const registerSchema = z.object({
  email: z.email('Enter a valid email address').trim().toLowerCase().max(320),
  password: z.string().min(8, 'Password must be at least 8 characters').max(200),
  firstName: optionalText(100),
  lastName: optionalText(100),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: z.email('Enter a valid email address').trim().toLowerCase(),
  password: z.string().min(1, 'Enter your password').max(200),
});

export const updateProfileSchema = z.object({
  fullName: optionalText(200),
  bio: optionalText(2000),
  city: optionalText(100),
  state: optionalStateCode(),
  locationVisibility: z.boolean().default(false),
  // The rider's upload as their picture; null removes the picture; left out keeps it as it is.
  avatarUploadId: z.uuid('Invalid photo id').nullish(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const userFollowSchema = z.object({ followeeId: z.uuid('Choose a rider to follow') });
export type UserFollowInput = z.infer<typeof userFollowSchema>;
