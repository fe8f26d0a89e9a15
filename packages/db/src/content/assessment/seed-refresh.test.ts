import { describe, expect, it } from "vitest";
import { seed } from "../../seed/index";
import { json } from "../../tables/columns";
import { useTestDb } from "../../use-test-db";
import { assessmentItems } from "./index";

const handle = useTestDb();

describe("the stored assessment bank", () => {
  it("holds the situational items, and a database seeded with older wording is refreshed by the next seed", async () => {
    const stored = () =>
      handle.db
        .selectFrom("assessmentQuestions")
        .select(["id", "text", "options"])
        .orderBy("position")
        .execute();
    const expected = assessmentItems().map((item) => ({
      id: item.id,
      text: item.text,
      options: item.options,
    }));
    expect(await stored()).toEqual(expected);

    // What a database seeded before the situational items holds: one frequency scale everywhere.
    const frequency = ["Rarely or never", "Occasionally", "Sometimes", "Usually", "Almost always"].map(
      (label, index) => ({ value: index + 1, label }),
    );
    await handle.db
      .updateTable("assessmentQuestions")
      .set({ text: "I listen well.", options: json(frequency) })
      .execute();
    await seed(handle.db, { demo: false });
    expect(await stored()).toEqual(expected);
  });
});
