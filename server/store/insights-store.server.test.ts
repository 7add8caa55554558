import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import {
  FIRST_VIEWS_PER_DAY_CAP,
  OTHER_VALUE,
  VALUES_PER_DAY_CAP,
  type FirstView,
} from "../../app/lib/insights.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { useTestDatabases } from "../../tests/server-support/test-databases.ts";
import { createInsightsStore } from "./insights-store.ts";

const T = new Date("2026-11-26T09:00:00.000Z");
const DAY = "2026-11-26";

const first: FirstView = {
  path: "/",
  referrerHost: "www.linkedin.com",
  utmSource: "linkedin",
  utmMedium: null,
  utmCampaign: "launch",
  locale: "en",
  device: "desktop",
};

describeEachBackend("insights store", (backend) => {
  const databases = useTestDatabases(backend);

  it("gives every instance the same salt for a day, and another for the next", async () => {
    const config = await backend.freshDatabase();
    const [one, two] = [
      createInsightsStore(await databases.open(config)),
      createInsightsStore(await databases.open(config)),
    ];
    const [a, b] = await Promise.all([one.saltFor(DAY, T), two.saltFor(DAY, T)]);
    expect(a).toHaveLength(32);
    expect(b.equals(a)).toBe(true);
    expect((await one.existingSalt(DAY))?.equals(a)).toBe(true);
    expect((await one.saltFor("2026-11-27", T)).equals(a)).toBe(false);
    expect(await one.existingSalt("2026-11-28")).toBeNull();
  });

  it("keeps a visitor's first view once across instances and adds their views together", async () => {
    const config = await backend.freshDatabase();
    const [one, two] = [
      createInsightsStore(await databases.open(config)),
      createInsightsStore(await databases.open(config)),
    ];
    const view = (value: string, views: number) => ({
      day: DAY,
      dimension: "page" as const,
      value,
      detail: "",
      views,
    });
    expect(
      await one.add({
        views: [view("/", 1), { day: DAY, dimension: "total", value: "", detail: "", views: 1 }],
        visitors: [{ day: DAY, hash: "h1", first }],
      }),
    ).toBe(1);
    // The same visitor seen by the second instance, landing elsewhere: still one visitor, the first view kept.
    expect(
      await two.add({
        views: [view("/services", 2), { day: DAY, dimension: "total", value: "", detail: "", views: 2 }],
        visitors: [{ day: DAY, hash: "h1", first: { ...first, path: "/services" } }],
      }),
    ).toBe(0);
    expect(await one.daily(DAY, DAY)).toEqual([{ day: DAY, views: 3, visitors: 1 }]);
    expect(await one.top("page", DAY, DAY, 10)).toEqual([
      { value: "/services", detail: "", views: 2, visitors: 0 },
      { value: "/", detail: "", views: 1, visitors: 1 },
    ]);
    expect(await one.top("campaign", DAY, DAY, 10)).toEqual([
      { value: "linkedin / – / launch", detail: "", views: 0, visitors: 1 },
    ]);
    expect(await two.firstView(DAY, "h1")).toEqual(first);
    expect(await two.firstView(DAY, "h2")).toBeNull();
  });

  it("counts only the visitors it kept when a large batch overlaps another instance's, across several statements", async () => {
    const config = await backend.freshDatabase();
    const [one, two] = [
      createInsightsStore(await databases.open(config)),
      createInsightsStore(await databases.open(config)),
    ];
    const visitor = (n: number) => ({ day: DAY, hash: `visitor-${String(n).padStart(3, "0")}`, first });
    // Every other visitor of 0–119 kept first by one instance; the other then sends all 120, out of order.
    expect(await one.add({ views: [], visitors: Array.from({ length: 60 }, (_, n) => visitor(n * 2)) })).toBe(
      60,
    );
    expect(
      await two.add({ views: [], visitors: Array.from({ length: 120 }, (_, n) => visitor(119 - n)) }),
    ).toBe(60);
    expect(await one.daily(DAY, DAY)).toEqual([{ day: DAY, views: 0, visitors: 120 }]);
    expect(await two.firstView(DAY, "visitor-119")).toEqual(first);
  });

  it("keeps at most the day's cap of first views, across instances, and counts the visitors past it under other", async () => {
    const config = await backend.freshDatabase();
    const [one, two] = [
      createInsightsStore(await databases.open(config)),
      createInsightsStore(await databases.open(config)),
    ];
    const visitor = (n: number) => ({ day: DAY, hash: `v${n}`, first });
    expect(
      await one.add({
        views: [],
        visitors: Array.from({ length: FIRST_VIEWS_PER_DAY_CAP - 5 }, (_, n) => visitor(n)),
      }),
    ).toBe(FIRST_VIEWS_PER_DAY_CAP - 5);
    const late = Array.from({ length: 12 }, (_, n) => visitor(FIRST_VIEWS_PER_DAY_CAP + n));
    expect(await two.add({ views: [], visitors: late })).toBe(5);
    expect(await one.daily(DAY, DAY)).toEqual([
      { day: DAY, views: 0, visitors: FIRST_VIEWS_PER_DAY_CAP + 7 },
    ]);
    expect(await one.top("page", DAY, DAY, 10)).toEqual([
      { value: "/", detail: "", views: 0, visitors: FIRST_VIEWS_PER_DAY_CAP },
      { value: OTHER_VALUE, detail: "", views: 0, visitors: 7 },
    ]);
    expect(await one.top("language", DAY, DAY, 10)).toEqual([
      { value: "en", detail: "", views: 0, visitors: FIRST_VIEWS_PER_DAY_CAP + 7 },
    ]);
    // The visitors past the cap have no first view: a lead of theirs says "unknown".
    const kept = await Promise.all(late.map((visitor) => one.firstView(DAY, visitor.hash)));
    expect(kept.filter((view) => view !== null)).toHaveLength(5);
    expect(await one.add({ views: [], visitors: [{ day: "2026-11-27", hash: "next-day", first }] })).toBe(1);
  });

  it("keeps every visitor of a large batch over two days once, whatever their hashes look like", async () => {
    const store = createInsightsStore(await databases.open(await backend.freshDatabase()));
    const NEXT = "2026-11-27";
    // Random hashes as the counter makes them, and odd ones: short, empty-ish, beyond ASCII, sharing their first characters.
    const hashes = [
      ...Array.from({ length: 3_000 }, (_, n) =>
        createHash("sha256").update(String(n)).digest("base64url").slice(0, 22),
      ),
      "a",
      "ab",
      "zz",
      "\u00e9t\u00e9",
      "\u{1F600}x",
      "same-prefix-1",
      "same-prefix-2",
    ];
    const visitors = hashes.flatMap((hash, n) => [
      { day: n % 2 === 0 ? NEXT : DAY, hash, first },
      ...(n % 3 === 0 ? [{ day: n % 2 === 0 ? DAY : NEXT, hash, first }] : []),
    ]);
    expect(await store.add({ views: [], visitors })).toBe(visitors.length);
    const perDay = (day: string) => visitors.filter((visitor) => visitor.day === day).length;
    expect(await store.daily(DAY, NEXT)).toEqual([
      { day: DAY, views: 0, visitors: perDay(DAY) },
      { day: NEXT, views: 0, visitors: perDay(NEXT) },
    ]);
    for (const visitor of visitors.slice(-12))
      expect(await store.firstView(visitor.day, visitor.hash)).toEqual(first);
  });

  it("puts a day's values beyond the cap into the other bucket, and counts not-found paths with their referrer", async () => {
    const store = createInsightsStore(await databases.fresh());
    const views = Array.from({ length: VALUES_PER_DAY_CAP + 2 }, (_, index) => ({
      day: DAY,
      dimension: "not-found" as const,
      value: `/missing-${index}`,
      detail: "old.example",
      views: 1,
    }));
    await store.add({ views, visitors: [] });
    const [first] = views;
    if (first === undefined) throw new Error("no views made");
    await store.add({
      views: [
        { ...first, views: 2 },
        { ...first, value: "/one-more" },
      ],
      visitors: [],
    });
    const rows = await store.top("not-found", DAY, DAY, VALUES_PER_DAY_CAP + 10);
    expect(rows).toHaveLength(VALUES_PER_DAY_CAP + 1);
    expect(rows.find((row) => row.value === OTHER_VALUE)).toEqual({
      value: OTHER_VALUE,
      detail: "",
      views: 3,
      visitors: 0,
    });
    expect(rows.find((row) => row.value === "/missing-0")).toEqual({
      value: "/missing-0",
      detail: "old.example",
      views: 3,
      visitors: 0,
    });
  });

  it("forgets yesterday's salt and first views, and purges counts past the retention", async () => {
    const store = createInsightsStore(await databases.fresh());
    await store.saltFor("2026-11-25", T);
    await store.saltFor(DAY, T);
    await store.add({
      views: [{ day: "2026-11-25", dimension: "total", value: "", detail: "", views: 1 }],
      visitors: [
        { day: "2026-11-25", hash: "old", first },
        { day: DAY, hash: "new", first },
      ],
    });
    await store.forgetBefore(DAY);
    expect(await store.existingSalt("2026-11-25")).toBeNull();
    expect(await store.existingSalt(DAY)).not.toBeNull();
    expect(await store.firstView("2026-11-25", "old")).toBeNull();
    expect(await store.firstView(DAY, "new")).toEqual(first);
    // Counts outlive the salt until the retention ends.
    expect(await store.daily("2026-11-25", DAY)).toEqual([
      { day: "2026-11-25", views: 1, visitors: 1 },
      { day: DAY, views: 0, visitors: 1 },
    ]);
    expect(await store.purgeCountsBefore(DAY)).toBeGreaterThan(0);
    expect(await store.daily("2026-11-25", DAY)).toEqual([{ day: DAY, views: 0, visitors: 1 }]);
  });
});
