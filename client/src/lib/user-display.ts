/** The name fields of the signed-in user that the header and menus show. */
export interface UserNameFields {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** 'JD' from first and last name, else the email's first letter, else 'U'; '?' for no user. */
export function userInitials(user: UserNameFields | null | undefined): string {
  if (!user) return '?';
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (first && last) return `${first[0]}${last[0]}`.toUpperCase();
  const email = user.email?.trim();
  if (email) return email[0].toUpperCase();
  return 'U';
}

/** 'Jane Doe' from first and last name, else the email, else 'User'; 'Guest' for no user. */
export function userDisplayName(user: UserNameFields | null | undefined): string {
  if (!user) return 'Guest';
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (first && last) return `${first} ${last}`;
  const email = user.email?.trim();
  if (email) return email;
  return 'User';
}

/**
 * Initials from a name the API already joined (a feed poster's userName, a profile's full name): 'Jane Doe' -> 'JD',
 * 'Cher' -> 'C', 'rider@example.com' -> 'R'; 'U' when blank.
 */
export function nameInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'U';
  if (words.length === 1 || words[0].includes('@')) return words[0][0].toUpperCase();
  return `${words[0][0]}${words[words.length - 1][0]}`.toUpperCase();
}
