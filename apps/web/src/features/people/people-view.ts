import {
  defaultSortOrder,
  peopleSorts,
  personStatuses,
  roles,
  sortOrders,
  type ListPeopleInput,
  type PeopleSort,
  type PersonStatus,
  type Role,
  type SortOrder,
} from "@leadcoach/api/schemas";

/**
 * What the people screen shows, as its address keeps it (`/admin/people?q=ana&role=admin&group=12&sort=
 * lastSignIn&dir=asc`), so a view can be shared and the groups screen can link to a group's members.
 */
export interface PeopleView {
  search: string;
  role: Role | null;
  status: PersonStatus | null;
  groupId: number | null;
  sort: PeopleSort;
  order: SortOrder;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  list.find((item) => item === value) ?? null;

export function viewFromParams(params: URLSearchParams): PeopleView {
  const sort = oneOf(peopleSorts, params.get("sort")) ?? "name";
  const group = Number(params.get("group"));
  return {
    search: params.get("q") ?? "",
    role: oneOf(roles, params.get("role")),
    status: oneOf(personStatuses, params.get("status")),
    groupId: Number.isSafeInteger(group) && group > 0 ? group : null,
    sort,
    order: oneOf(sortOrders, params.get("dir")) ?? defaultSortOrder[sort],
  };
}

/** The view as an address's query; what is as it starts is left out. */
export function paramsFromView(view: PeopleView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search) params.set("q", view.search);
  if (view.role) params.set("role", view.role);
  if (view.status) params.set("status", view.status);
  if (view.groupId !== null) params.set("group", String(view.groupId));
  if (view.sort !== "name") params.set("sort", view.sort);
  if (view.order !== defaultSortOrder[view.sort]) params.set("dir", view.order);
  return params;
}

/** The list's input for a view (a blank search is none). */
export function listInput(view: PeopleView): ListPeopleInput {
  const search = view.search.trim();
  return {
    ...(search ? { search } : {}),
    ...(view.role ? { role: view.role } : {}),
    ...(view.status ? { status: view.status } : {}),
    ...(view.groupId !== null ? { groupId: view.groupId } : {}),
    sort: view.sort,
    order: view.order,
  };
}

/** A new order starts in its own direction (names A to Z, latest sign-ins first). */
export function withSort(view: PeopleView, sort: PeopleSort): PeopleView {
  return { ...view, sort, order: defaultSortOrder[sort] };
}
