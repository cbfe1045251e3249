// What other features use of moderation: the Report button under riders' comments, posts and reviews.
export { ReportButton } from './ReportButton';
