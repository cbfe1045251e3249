// What other features use of ground reports: the arena page's dialog and list.
export { FootingReports } from './FootingReports';
export { ReportGroundDialog } from './ReportGroundDialog';
