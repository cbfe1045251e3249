import type { Json } from './json';

/** An event producer with its upcoming event count and the viewer's follow: GET /api/event-producers(/:id). */
export interface ProducerRecord {
  id: string;
  name: string;
  bio: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  logoUrl: string | null;
  coverImage: string | null;
  /** The rider who runs the producer's page; null for producers from the directory's own data. */
  userId: string | null;
  createdAt: Date;
  eventCount: number;
  /** The viewer's follow: false and null for a visitor. */
  isFollowing: boolean;
  producerFollowId: string | null;
}
export type ProducerView = Json<ProducerRecord>;
