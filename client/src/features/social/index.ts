// Saves, follows and likes, which events, arenas, producers, the calendar and the profile all show: the toggles,
// the rider's lists, and the refresh after a change.
export {
  refreshAfterSocialChange, socialKeys, socialPaths, useAllSavedEvents, useArenaFollowList, useProducerFollowList, useSavedEventList,
  useToggleArenaFollow, useToggleArenaLike, useToggleProducerFollow, useToggleSavedEvent, savedEventPlace,
} from './api';
