import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * A role-play completes only after a real attempt: enough written words or, with a language-model
 * provider, a conversation of several turns. The conversation itself is not stored; only how many
 * learner turns the provider answered in a row for the stored answer (reset when the answer changes).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("role_play_answers")
    .addColumn("conversation_turns", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`conversation_turns between 0 and 10`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("role_play_answers").dropColumn("conversation_turns").execute();
}
