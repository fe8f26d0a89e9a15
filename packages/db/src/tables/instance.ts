import type { ColumnType } from "kysely";
import type { CreatedAt } from "./columns";

/** One row per database: what tells this installation apart from every other one. */
export interface InstanceSettingsTable {
  id: ColumnType<true, true | undefined, never>;
  /** Random, generated once by the migration: calendar UIDs carry it so two installations never collide. */
  instanceId: string;
  createdAt: CreatedAt;
}
