import type { Kysely } from "kysely";
import type { Database } from "../database";
import { hashPassword } from "../password";
import { seedContent } from "./content";
import { demoAccounts } from "./demo-accounts";

export { demoAccounts } from "./demo-accounts";
export type { DemoAccount } from "./demo-accounts";

export interface SeedOptions {
  demo: boolean;
}

/** Safe to run on every start: content is upserted by key, demo accounts are created once. */
export async function seed(db: Kysely<Database>, options: SeedOptions): Promise<void> {
  await seedContent(db);
  if (options.demo) await seedDemoAccounts(db);
}

async function seedDemoAccounts(db: Kysely<Database>): Promise<void> {
  const existing = await db
    .selectFrom("users")
    .select((eb) => eb.fn<string>("lower", ["email"]).as("email"))
    .where(
      (eb) => eb.fn("lower", ["email"]),
      "in",
      demoAccounts.map((a) => a.email.toLowerCase()),
    )
    .execute();
  const present = new Set(existing.map((row) => row.email));
  for (const account of demoAccounts) {
    if (present.has(account.email)) continue;
    await db
      .insertInto("users")
      .values({
        email: account.email,
        password: await hashPassword(account.password),
        name: account.name,
        username: account.username,
        jobTitle: account.jobTitle,
        role: account.role,
        isDemo: true,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
