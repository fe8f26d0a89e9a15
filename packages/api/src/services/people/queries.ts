import type { DB, Role } from "@leadcoach/db";
import { sql, type Expression, type SqlBool } from "kysely";
import { PERSON_GROUPS_SHOWN, type ListPeopleQuery, type PeopleFilter } from "../../schemas/people";

/**
 * The people screen's SQL. Each order reads its own index as it is (migration 2026-11-29T01): the
 * expressions below repeat the indexes' word for word, which is how the planner knows they match.
 */

/** The name and address, lower-cased and stored (a generated column), as `users_search_trgm_idx` has it. */
const searchText = sql<string>`users.search_text`;
const lastSignInKey = sql<Date>`coalesce(users.last_login_at, '-infinity'::timestamptz)`;

/** The value each order sorts by (before the id), and the same value as the cursor keeps it. */
const sortKeys = {
  name: { expression: sql<string>`lower(users.name)`, cursorValue: sql<string | null>`lower(users.name)` },
  email: { expression: sql<string>`lower(users.email)`, cursorValue: sql<string | null>`lower(users.email)` },
  lastSignIn: {
    expression: lastSignInKey,
    // To the microsecond, in UTC: the cursor must name the exact time, or rows would be skipped or repeated.
    cursorValue: sql<
      string | null
    >`to_char(users.last_login_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  },
  newest: { expression: null, cursorValue: sql<string | null>`null::text` },
} as const;

/** A search term as a LIKE pattern matching it anywhere, its wildcards taken literally. */
function containsPattern(term: string) {
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<string>`'%' || lower(${escaped}) || '%'`;
}

const personColumns = [
  "users.id",
  "users.name",
  "users.email",
  "users.role",
  "users.isActive",
  "users.joinedAt",
  "users.lastLoginAt",
  "users.createdAt",
] as const;

function filterConditions(filter: PeopleFilter): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.search !== undefined) conditions.push(sql`${searchText} like ${containsPattern(filter.search)}`);
  if (filter.role !== undefined) conditions.push(sql`users.role = ${filter.role}`);
  if (filter.status === "deactivated") conditions.push(sql`not users.is_active`);
  if (filter.status === "invited") conditions.push(sql`users.is_active and users.joined_at is null`);
  if (filter.status === "active") conditions.push(sql`users.is_active and users.joined_at is not null`);
  if (filter.groupId !== undefined) {
    conditions.push(
      sql`users.id in (select gm.user_id from group_members gm where gm.group_id = ${filter.groupId})`,
    );
  }
  return conditions;
}

/**
 * A search matching at most this many people is read through the trigram index and its matches sorted;
 * one matching more is read in the order asked, off that order's index, and filtered (a common piece's
 * first page comes soon). Reading the order's index for a rare piece could walk most of the table when
 * its matches all sort late (every 'Zoë' after every other first name), so a search tries the first way
 * first.
 */
export const SEARCH_SORTED_MATCHES = 2_000;

/**
 * A page of people in the order asked, after the keyset position `cursor`: the sort value, then the id
 * as the tie-break (not for e-mail addresses, which are unique), both in the same direction. `sortKey`
 * is the value the next page's cursor carries.
 *
 * With `capMatches` the people matching the filters are found first, at most `capMatches + 1` of them,
 * and counted (`matched`, before the cursor applies); those are sorted. Without it the derived tables
 * are flattened by the planner, which reads the order's index as it is (`matched` is null).
 */
export function peopleStatement(
  db: DB,
  query: ListPeopleQuery,
  limit: number,
  options: { capMatches?: number } = {},
) {
  const key = sortKeys[query.sort];
  const descending = query.order === "desc";
  const { capMatches } = options;
  const filtered = db
    .selectFrom("users")
    .select(personColumns)
    .where((eb) => eb.and(filterConditions(query)))
    .$if(capMatches !== undefined, (q) => q.limit((capMatches ?? 0) + 1));
  const counted = db
    .selectFrom(filtered.as("users"))
    .select(personColumns)
    .select(
      (capMatches !== undefined ? sql<number>`count(*) over ()` : sql<number | null>`null::bigint`).as(
        "matched",
      ),
    );
  let statement = db
    .selectFrom(counted.as("users"))
    .select([...personColumns, "users.matched"])
    .select(key.cursorValue.as("sortKey"));
  const { cursor } = query;
  if (cursor !== undefined) {
    const after = descending ? sql.raw("<") : sql.raw(">");
    if (query.sort === "newest") {
      statement = statement.where(sql<boolean>`users.id ${after} ${cursor.id}`);
    } else if (query.sort === "email") {
      statement = statement.where(sql<boolean>`lower(users.email) ${after} ${cursor.value ?? ""}`);
    } else if (query.sort === "lastSignIn") {
      statement = statement.where(
        sql<boolean>`(${lastSignInKey}, users.id) ${after}
          (coalesce(${cursor.value}::timestamptz, '-infinity'::timestamptz), ${cursor.id})`,
      );
    } else {
      statement = statement.where(
        sql<boolean>`(${key.expression}, users.id) ${after} (${cursor.value ?? ""}, ${cursor.id})`,
      );
    }
  }
  const direction = descending ? "desc" : "asc";
  if (key.expression !== null) statement = statement.orderBy(key.expression, direction);
  if (query.sort !== "email") statement = statement.orderBy("users.id", direction);
  return statement.limit(limit);
}

/** How many people the filters match, counting no further than `cap + 1` (reads at most that many). */
export async function countPeopleUpTo(db: DB, filter: PeopleFilter, cap: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*) as n from (
      select 1 from users where ${sql.join([sql`true`, ...filterConditions(filter)], sql` and `)} limit ${cap + 1}
    ) matches`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * A page of people (see `peopleStatement`). A search is first read from its matches, capped: when they
 * were few, that is the page, in one statement. When there were more, or the cursor left nothing of the
 * capped matches and more may follow, the page is read in order instead.
 */
export async function findPeople(db: DB, query: ListPeopleQuery, limit: number) {
  if (query.search === undefined) return peopleStatement(db, query, limit).execute();
  const cap = SEARCH_SORTED_MATCHES;
  const rows = await peopleStatement(db, query, limit, { capMatches: cap }).execute();
  const matched = rows[0]?.matched;
  const few =
    matched !== undefined && matched !== null
      ? Number(matched) <= cap
      : query.cursor === undefined || (await countPeopleUpTo(db, query, cap)) <= cap;
  return few ? rows : peopleStatement(db, query, limit).execute();
}

export type PersonRow = Omit<Awaited<ReturnType<typeof findPeople>>[number], "matched">;

/** One person as the list shows them, or undefined when the account is gone. */
export function findPerson(db: DB, userId: number) {
  return db
    .selectFrom("users")
    .select(personColumns)
    .select(sql<string | null>`null::text`.as("sortKey"))
    .where("users.id", "=", userId)
    .executeTakeFirst();
}

/**
 * The groups of each of these people: the first PERSON_GROUPS_SHOWN by name, and how many they are in
 * all. Reads `group_members_user_idx` once per person.
 */
export async function findGroupsOfPeople(
  db: DB,
  userIds: readonly number[],
): Promise<Map<number, { groups: { id: number; name: string }[]; count: number }>> {
  const byUser = new Map<number, { groups: { id: number; name: string }[]; count: number }>();
  if (userIds.length === 0) return byUser;
  const { rows } = await sql<{ userId: number; id: number; name: string; total: number }>`
    select user_id as "userId", id, name, total from (
      select gm.user_id, g.id, g.name,
        count(*) over (partition by gm.user_id) as total,
        row_number() over (partition by gm.user_id order by lower(g.name), g.id) as rank
      from group_members gm join groups g on g.id = gm.group_id
      where gm.user_id = any(${[...userIds]}::int[])
    ) ranked
    where rank <= ${PERSON_GROUPS_SHOWN}
    order by user_id, rank`.execute(db);
  for (const row of rows) {
    const entry = byUser.get(row.userId) ?? { groups: [], count: Number(row.total) };
    entry.groups.push({ id: row.id, name: row.name });
    byUser.set(row.userId, entry);
  }
  return byUser;
}

/** The pending invitations of these people, by `invitations_pending_key` (one a person at most). */
export function pendingInvitationsOfStatement(db: DB, userIds: readonly number[]) {
  return db
    .selectFrom("invitations")
    .select(["userId", "id"])
    .where("userId", "in", [...userIds])
    .where("acceptedAt", "is", null)
    .where("revokedAt", "is", null);
}

/** Each of these people's pending invitation id, for those who have one. */
export async function findPendingInvitationIds(
  db: DB,
  userIds: readonly number[],
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await pendingInvitationsOfStatement(db, userIds).execute();
  return new Map(rows.map((row) => [row.userId, row.id]));
}

/**
 * Locks every active super admin's row until the transaction ends and returns their ids. Every change
 * to people takes it first (one lock order for all of them), so two changes that could take away the
 * last super admin, or the caller's own rights, wait for each other and the second sees what the first
 * left.
 */
export async function lockActiveSuperAdmins(trx: DB): Promise<number[]> {
  const rows = await trx
    .selectFrom("users")
    .select("id")
    .where("role", "=", "super_admin")
    .where("isActive", "=", true)
    .orderBy("id")
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

/**
 * An account's role and switch as they are now, its row held (`for share`) until the transaction ends:
 * a request that passed the role check on its way in cannot act after being demoted or deactivated, and
 * a write on someone's behalf (an answer to their feedback link) cannot commit after their deactivation,
 * which waits for it instead.
 */
export function holdAccount(trx: DB, userId: number) {
  return trx
    .selectFrom("users")
    .select(["role", "isActive"])
    .where("id", "=", userId)
    .forShare()
    .executeTakeFirst();
}

/** The people a change names, locked in id order (so two bulk changes never deadlock); missing ids are left out. */
export function lockPeople(trx: DB, userIds: readonly number[]) {
  return trx
    .selectFrom("users")
    .select(["id", "role", "isActive"])
    .where("id", "in", [...userIds])
    .orderBy("id")
    .forUpdate()
    .execute();
}

export async function updateRole(trx: DB, userId: number, role: Role): Promise<void> {
  await trx.updateTable("users").set({ role }).where("id", "=", userId).execute();
}

/**
 * Sets the switch of those accounts not already in that state; returns the ids it changed. A
 * deactivated account's sessions go and its pending invitation is revoked, in the same transaction.
 */
export async function switchAccountsActive(
  trx: DB,
  userIds: readonly number[],
  active: boolean,
  at: Date,
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await trx
    .updateTable("users")
    .set({ isActive: active })
    .where("id", "in", [...userIds])
    .where("isActive", "=", !active)
    .returning("id")
    .execute();
  const changed = rows.map((r) => r.id).sort((a, b) => a - b);
  if (!active && changed.length > 0) {
    await trx.deleteFrom("sessions").where("userId", "in", changed).execute();
    await trx
      .updateTable("invitations")
      .set({ revokedAt: at })
      .where("userId", "in", changed)
      .where("acceptedAt", "is", null)
      .where("revokedAt", "is", null)
      .execute();
  }
  return changed;
}
