import { describe, expect, it } from "vitest";
import { QueryState, type QueryLike } from "./query-state";

function answered<T>(data: T): QueryLike<T> {
  return { isPending: false, isError: false, data, error: null, refetch: () => undefined };
}

const shown = (names: string[]) => `${names.length} shown`;

describe("QueryState", () => {
  it("shows the empty state for an empty list when the screen gives one", () => {
    expect(
      QueryState({ query: answered<string[]>([]), loading: "loading", empty: "none yet", children: shown }),
    ).toBe("none yet");
    expect(
      QueryState({ query: answered(["Ada"]), loading: "loading", empty: "none yet", children: shown }),
    ).toBe("1 shown");
  });

  it("hands an empty list to the content when the screen gives no empty state", () => {
    expect(QueryState({ query: answered<string[]>([]), loading: "loading", children: shown })).toBe(
      "0 shown",
    );
  });

  it("lets isEmpty decide over the list's length", () => {
    const query = answered(["Ada"]);
    expect(
      QueryState({ query, loading: "loading", isEmpty: () => true, empty: "none", children: shown }),
    ).toBe("none");
  });

  it("shows the skeleton until the first answer", () => {
    const pending: QueryLike<string[]> = { ...answered<string[]>([]), isPending: true, data: undefined };
    expect(QueryState({ query: pending, loading: "loading", empty: "none", children: shown })).toBe(
      "loading",
    );
  });
});
