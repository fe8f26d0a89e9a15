import type { ColumnType } from "kysely";
import type { CreatedAt } from "./columns";

/** One self-service account erasure, as admins see it: a random id and when, nothing about the person. */
export interface AccountDeletionsTable {
  id: ColumnType<string, never, never>;
  deletedAt: CreatedAt;
}
