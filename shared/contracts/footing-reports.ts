import type { FootingCondition } from './arenas';
import type { Json } from './json';

/** A rider's ground report as the arena page lists it: GET/POST /api/arenas/:id/footing-reports. */
export interface FootingReportView {
  id: string;
  arenaId: string;
  userId: string | null;
  /** First and last name, else email, else 'User'. */
  userName: string;
  condition: FootingCondition;
  notes: string | null;
  /** yyyy-MM-dd, the day at the arena. */
  riddenOn: string;
  event: { id: string; name: string } | null;
  photos: string[];
  /** Written by the arena's owner: shown as "From the arena". */
  fromArena: boolean;
  createdAt: Date;
}
export type FootingReport = Json<FootingReportView>;
