import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { createCommitQueue } from "./commit-queue.ts";

describe("commit queue", () => {
  it("commits what arrives together in one batch, each item getting its own result", async () => {
    const batches: number[][] = [];
    const queue = createCommitQueue<number, string>(
      async (items) => {
        batches.push([...items]);
        return items.map((item) => `#${item}`);
      },
      { waitMs: 1_000 },
    );
    expect(await Promise.all([1, 2, 3].map((item) => queue.add(item)))).toEqual(["#1", "#2", "#3"]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it("retries a failed batch item by item, so one bad item fails alone", async () => {
    const queue = createCommitQueue<number, number>(
      async (items) => {
        if (items.includes(2)) throw new Error("item 2 is bad");
        return [...items];
      },
      { waitMs: 1_000 },
    );
    const results = await Promise.allSettled([1, 2, 3].map((item) => queue.add(item)));
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  });

  it("does not try again an item whose wait is over: a database that stays down costs one wait, not one per item", async () => {
    let attempts = 0;
    const queue = createCommitQueue<number, number>(
      async () => {
        attempts++;
        await sleep(50);
        throw new Error("database is locked");
      },
      { waitMs: 20 },
    );
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, item) => queue.add(item)));
    expect(
      results.every((result) => result.status === "rejected" && String(result.reason).includes("locked")),
    ).toBe(true);
    expect(attempts).toBe(1);
  });

  it("hands the commit its batch's earliest deadline", async () => {
    const deadlines: number[] = [];
    const queue = createCommitQueue<number, number>(
      async (items, deadline) => {
        deadlines.push(deadline);
        return [...items];
      },
      { waitMs: 4_000 },
    );
    const before = Date.now();
    await Promise.all([queue.add(1), queue.add(2)]);
    expect(deadlines).toHaveLength(1);
    expect(deadlines[0]).toBeGreaterThanOrEqual(before + 4_000);
    expect(deadlines[0]).toBeLessThanOrEqual(Date.now() + 4_000);
  });
});
