/** The peer-feedback lists at scale, for their plan test and their benchmark. */
import type { DB } from "@leadcoach/db";
import { sql } from "kysely";
import { createUser } from "../../testing";
import { insertCrowd } from "../../testing-plans";

/**
 * `crowd` other people with 20 requests each (half answered), then one user with 500 requests, 300 of
 * them answered; fresh statistics. Returns that user.
 */
export async function seedFeedbackLists(db: DB, crowd: number) {
  await insertCrowd(db, crowd);
  await sql`insert into peer_feedback_requests
      (requester_id, reviewer_email, relationship, status, token_hash, expires_at, created_at)
    select u.id, 'r' || n || '-' || u.id || '@example.test', 'peer',
      case when n % 2 = 0 then 'completed' else 'pending' end,
      md5('crowd-' || u.id || '-' || n), now() + interval '14 days', now() - n * interval '1 hour'
    from users u, generate_series(1, 20) n where u.email like 'crowd-%'`.execute(db);
  const user = await createUser(db);
  await sql`insert into peer_feedback_requests
      (requester_id, reviewer_email, relationship, status, token_hash, expires_at, created_at)
    select ${user.id}, 'mine' || n || '@example.test',
      (array['manager', 'peer', 'direct_report', 'other'])[1 + n % 4],
      case when n <= 300 then 'completed' else 'pending' end,
      md5('mine-' || n), now() + interval '14 days', now() - n * interval '1 hour'
    from generate_series(1, 500) n`.execute(db);
  await sql`insert into peer_feedback_responses (request_id, overall_rating, strengths, is_anonymous, submitted_at)
    select id, 1 + id % 5, 'Strength ' || id, id % 3 <> 0, created_at + interval '1 day'
    from peer_feedback_requests where status = 'completed'`.execute(db);
  await sql`analyze`.execute(db);
  return user;
}
