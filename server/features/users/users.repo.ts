import { eq, sql } from 'drizzle-orm';
import { users, type User } from '@shared/schema';
import type { Queryable } from '../../db/client';

/** The user as the API shows it: never the password hash or provider subject. */
export type PublicUser = Omit<User, 'passwordHash' | 'oidcSubject'>;

const publicColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

export async function findPublicUserById(db: Queryable, id: string): Promise<PublicUser | null> {
  const [user] = await db.select(publicColumns).from(users).where(eq(users.id, id));
  return user ?? null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user ?? null;
}

export async function insertLocalUser(db: Queryable, input: {
  email: string;
  passwordHash: string;
  firstName?: string | null;
  lastName?: string | null;
}): Promise<PublicUser | null> {
  const [user] = await db.insert(users)
    .values({ email: input.email, passwordHash: input.passwordHash, firstName: input.firstName, lastName: input.lastName })
    .onConflictDoNothing({ target: users.email })
    .returning(publicColumns);
  return user ?? null;
}

/** OpenID Connect users are keyed by "issuer|sub"; their name, email and picture follow the provider's claims. */
export async function upsertOidcUser(db: Queryable, claims: {
  subject: string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
}): Promise<PublicUser> {
  return db.transaction(async (tx) => {
    // An email already used by another account is not taken over; the OIDC account keeps no email then.
    const emailOwner = claims.email ? await findUserByEmail(tx, claims.email) : null;
    const email = emailOwner && emailOwner.oidcSubject !== claims.subject ? null : claims.email ?? null;
    const values = {
      oidcSubject: claims.subject,
      email,
      firstName: claims.firstName ?? null,
      lastName: claims.lastName ?? null,
      profileImageUrl: claims.profileImageUrl ?? null,
    };
    const [user] = await tx.insert(users).values(values)
      .onConflictDoUpdate({ target: users.oidcSubject, set: { ...values, updatedAt: new Date() } })
      .returning(publicColumns);
    return user;
  });
}
