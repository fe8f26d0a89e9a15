import { cohortKinds, type CohortFilter } from "@leadcoach/api/schemas";

/**
 * The cohort the analytics screen shows, as its address keeps it (`/analytics?program=3`,
 * `/analytics?group=12`, the people screen's `group`), and as the analytics procedures take it.
 */

/** The cohort in the address; none (everyone) when it names none, or both, or no valid id. */
export function cohortFromParams(params: URLSearchParams): CohortFilter | null {
  const given = cohortKinds.flatMap((kind) => {
    const id = Number(params.get(kind));
    return params.has(kind) && Number.isSafeInteger(id) && id > 0 ? [{ kind, id }] : [];
  });
  return given.length === 1 ? (given[0] ?? null) : null;
}

/** The address's query with this cohort in place of any other (the rest kept). */
export function paramsWithCohort(params: URLSearchParams, cohort: CohortFilter | null): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const kind of cohortKinds) next.delete(kind);
  if (cohort) next.set(cohort.kind, String(cohort.id));
  return next;
}

/** The procedures' input for a cohort: `{ groupId }`, `{ programId }`, or nothing for everyone. */
export function cohortInput(
  cohort: CohortFilter | null | undefined,
): { groupId: number } | { programId: number } | Record<string, never> {
  if (!cohort) return {};
  return cohort.kind === "group" ? { groupId: cohort.id } : { programId: cohort.id };
}

/** A picker option's value: `group:12`, `program:3`. */
export function cohortOptionValue(cohort: CohortFilter): string {
  return `${cohort.kind}:${cohort.id}`;
}

/** What a picker matches as the admin types: names that start with it, whatever the case (as the groups list does). */
export function nameStartsWith(name: string, search: string): boolean {
  return name.toLocaleLowerCase().startsWith(search.trim().toLocaleLowerCase());
}
