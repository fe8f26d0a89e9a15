import type { SharedGoalOwner } from "../../schemas/goal-alignment";

/** The owner (the program or group) of a shared goal's row: exactly one is set (a CHECK). */
export function ownerOf(row: { programId: number | null; groupId: number | null }): SharedGoalOwner {
  if (row.programId !== null) return { kind: "program", id: row.programId };
  if (row.groupId !== null) return { kind: "group", id: row.groupId };
  throw new Error("A shared goal belongs to a program or a group.");
}
