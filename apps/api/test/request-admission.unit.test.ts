import { describe, expect, it } from "vitest";
import { AdmissionGate } from "../src/plugins/request-admission";

describe("AdmissionGate", () => {
  it("admits up to its capacity, then in arrival order as places come back", async () => {
    const gate = new AdmissionGate(2, 10);
    const order: string[] = [];
    const first = await gate.enter();
    const second = await gate.enter();
    expect(first && second).toBeTruthy();
    const waiting = ["c", "d", "e"].map((name) =>
      gate.enter().then((release) => {
        order.push(name);
        return release;
      }),
    );
    await Promise.resolve();
    expect(gate.queued).toBe(3);
    if (first) first();
    if (second) second();
    const c = await waiting[0];
    const d = await waiting[1];
    expect(order).toEqual(["c", "d"]);
    if (c) c();
    const e = await waiting[2];
    expect(order).toEqual(["c", "d", "e"]);
    if (d) d();
    if (e) e();
    expect(gate.admitted).toBe(0);
  });

  it("gives a place back once however often release is called", async () => {
    const gate = new AdmissionGate(1, 10);
    const release = await gate.enter();
    if (!release) throw new Error("not admitted");
    release();
    release();
    expect(gate.admitted).toBe(0);
    const again = await gate.enter();
    expect(again).toBeTruthy();
    expect(gate.admitted).toBe(1);
  });

  it("turns arrivals away once the queue is full", async () => {
    const gate = new AdmissionGate(1, 2);
    await gate.enter();
    void gate.enter();
    void gate.enter();
    expect(await gate.enter()).toBe(false);
    expect(gate.queued).toBe(2);
  });
});
