/** The name fields of the signed-in user that the header and menus show. */
export interface UserNameFields {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** SPEC 3 "Current user": 'JD' from first and last name, else the email's first letter, else 'U'; '?' for no user. */
export function userInitials(user: UserNameFields | null | undefined): string {
  if (!user) return '?';
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (first && last) return `${first[0]}${last[0]}`.toUpperCase();
  const email = user.email?.trim();
  if (email) return email[0].toUpperCase();
  return 'U';
}

/** SPEC 3 "Current user": 'Jane Doe' from first and last name, else the email, else 'User'; 'Guest' for no user. */
export function userDisplayName(user: UserNameFields | null | undefined): string {
  if (!user) return 'Guest';
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (first && last) return `${first} ${last}`;
  const email = user.email?.trim();
  if (email) return email;
  return 'User';
}
