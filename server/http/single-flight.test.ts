import { describe, expect, it } from "vitest";
import { singleFlight } from "./single-flight.ts";

describe("singleFlight", () => {
  it("runs once for the callers that ask while it runs, with one outcome, and anew after", async () => {
    let runs = 0;
    let release: () => void = () => {};
    const check = singleFlight(async () => {
      runs += 1;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      if (runs === 2) throw new Error("database unavailable");
    });
    const first = Promise.all([check(), check(), check()]);
    release();
    await first;
    expect(runs).toBe(1);
    const failing = [check(), check()];
    release();
    for (const outcome of failing) await expect(outcome).rejects.toThrow("database unavailable");
    expect(runs).toBe(2);
    const third = check();
    release();
    await third;
    expect(runs).toBe(3);
  });
});
