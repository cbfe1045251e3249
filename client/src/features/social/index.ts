// Saves and follows, which events, arenas, producers, the calendar and the profile all show.
export { refreshAfterSocialChange } from './api';
