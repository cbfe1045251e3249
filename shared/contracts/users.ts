import type { UserRole } from '../constants';
import type { BadgeDisplay } from '../badges';
import type { Json } from './json';

/**
 * A user as the API shows one (GET /api/auth/user, and the answers to log in and register): never the password hash
 * or the OpenID Connect subject.
 */
export interface PublicUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  /** rider, moderator or admin. */
  role: UserRole;
  /** Until then the rider reads but cannot post; null when not suspended. */
  suspendedUntil: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
/** The signed-in user as the client holds it. */
export type CurrentUser = Json<PublicUser>;

/**
 * GET /api/users/:id/profile and /api/users/me/profile, and the answer to PUT /api/users/me/profile: the user's
 * public profile, real counts, and the viewer's follow of them (for the follow toggle).
 */
export interface UserProfileView {
  id: string;
  /** The email's local part, else 'rider-' and the start of the id. */
  username: string;
  avatarUrl: string | null;
  profile: {
    fullName: string | null;
    bio: string | null;
    /** City and state show only when the user made the location visible, or to the user themself. */
    city: string | null;
    state: string | null;
    locationVisibility: boolean;
  };
  followerCount: number;
  followingCount: number;
  savedEventsCount: number;
  followedArenasCount: number;
  followedProducersCount: number;
  isFollowing: boolean;
  userFollowId: string | null;
}
export type UserProfile = Json<UserProfileView>;

/** POST /api/user-follows: the follow (201 when new, 200 with the existing one). */
export interface UserFollowRecord {
  id: string;
  followerId: string;
  followeeId: string;
  createdAt: Date;
}

/**
 * A comment as every comment card shows it, whatever it is on (an event, an arena review, a feed post): the writer's
 * display name and avatar, and up to three of their badges, highest level first.
 */
export interface CommentByAuthor {
  id: string;
  userId: string;
  commentText: string;
  createdAt: Date;
  /** Set once its writer changed it. */
  editedAt: Date | null;
  userName: string;
  userAvatar: string | null;
  badges: BadgeDisplay[];
}
