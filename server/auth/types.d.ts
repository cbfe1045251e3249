import type { PublicUser } from '@shared/contracts/users';

declare global {
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends PublicUser {}
    interface Request {
      /**
       * The signed-in rider's flags version (shared/schema/cache.ts), read with their session; absent when the rider
       * was read apart from it (a session written moments ago).
       */
      riderFlagsVersion?: string;
    }
  }
}

declare module 'express-session' {
  interface SessionData {
    returnTo?: string;
  }
}

export {};
