export { moderationRouter } from './moderation.routes';
export { logModeratorAction, setRoleByEmail, type ModeratorAction } from './moderation.repo';
export { isVisible } from './reports.repo';
