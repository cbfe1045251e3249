export { moderationRouter } from './moderation.routes';
export { logModeratorAction, setRoleByEmail, type ModeratorAction } from './moderation.repo';
export { isHidden, isVisible } from './reports.repo';
