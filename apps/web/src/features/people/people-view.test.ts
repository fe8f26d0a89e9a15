import { describe, expect, it } from "vitest";
import { listInput, paramsFromView, viewFromParams, withSort } from "./people-view";

describe("the people screen's view in its address", () => {
  it("starts by name, A to Z, everyone", () => {
    const view = viewFromParams(new URLSearchParams());
    expect(view).toEqual({
      search: "",
      role: null,
      status: null,
      groupId: null,
      sort: "name",
      order: "asc",
    });
    expect(paramsFromView(view).toString()).toBe("");
    expect(listInput(view)).toEqual({ sort: "name", order: "asc" });
  });

  it("reads what it knows and drops the rest", () => {
    const view = viewFromParams(
      new URLSearchParams("q=ana&role=admin&status=invited&group=12&sort=lastSignIn&dir=sideways"),
    );
    expect(view).toMatchObject({ search: "ana", role: "admin", status: "invited", groupId: 12 });
    // An unknown direction falls back to the order's own (latest sign-ins first).
    expect(view.order).toBe("desc");
    expect(viewFromParams(new URLSearchParams("role=owner&group=-3&sort=age"))).toMatchObject({
      role: null,
      groupId: null,
      sort: "name",
    });
  });

  it("writes back only what differs from the start, and a round trip keeps it", () => {
    const view = { ...withSort(viewFromParams(new URLSearchParams()), "email"), order: "desc" as const };
    const params = paramsFromView({ ...view, search: " kim ", groupId: 4 });
    expect(params.toString()).toBe("q=+kim+&group=4&sort=email&dir=desc");
    expect(listInput(viewFromParams(params))).toEqual({
      search: "kim",
      groupId: 4,
      sort: "email",
      order: "desc",
    });
  });
});
