export { moderationRouter } from './moderation.routes';
export { logModeratorAction, setRoleByEmail, type ModeratorAction } from './moderation.repo';
export { hideContent, isHidden, isVisible } from './reports.repo';
