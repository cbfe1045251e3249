import type { PublicUser, UserProfileView } from '../../server/features/users/users.repo';
import type { Json } from './json';

export type CurrentUser = Json<PublicUser>;
export type UserProfile = Json<UserProfileView>;
