import type { UserProfile } from '@shared/contracts/users';

/** A profile's name: the full name when set, else the username. */
export function profileDisplayName(view: Pick<UserProfile, 'username' | 'profile'>): string {
  return view.profile.fullName?.trim() || view.username;
}

/**
 * 'City, ST' only when the rider made their location visible. The API also returns the location to its owner
 * while it is hidden (so the edit form can show it), which is why the page checks the flag itself.
 */
export function visibleLocation(profile: UserProfile['profile']): string | null {
  if (!profile.locationVisibility) return null;
  const parts = [profile.city?.trim(), profile.state?.trim()].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

