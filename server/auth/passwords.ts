import { hash, verify } from '@node-rs/argon2';

// Argon2id with the library's defaults (OWASP-recommended memory and time cost).
export const hashPassword = (password: string) => hash(password);

// Verified against when the email is unknown, so a wrong email costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function passwordMatches(passwordHash: string | null, password: string): Promise<boolean> {
  dummyHash ??= hash('no account has this password');
  try {
    const matches = await verify(passwordHash ?? (await dummyHash), password);
    return matches && passwordHash !== null;
  } catch {
    return false;
  }
}
