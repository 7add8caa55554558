import { expect, it } from "vitest";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { useTestDatabases } from "../../tests/server-support/test-databases.ts";
import { createSiteInstanceStore } from "./site-instance-store.ts";

const T = new Date("2026-11-28T09:00:00.000Z");
const at = (ms: number) => new Date(T.getTime() + ms);
const ALIVE = 15_000;
const one = { id: "one", host: "web-1", pid: 101 };
const two = { id: "two", host: "web-2", pid: 202 };

describeEachBackend("site instance store", (backend) => {
  const databases = useTestDatabases(backend);

  it("knows the instances seen lately, forgets one whose heartbeat lapsed or that left", async () => {
    const store = createSiteInstanceStore(await databases.fresh());
    expect(await store.register(one, T)).toEqual({ live: null, preparing: null });
    await store.register(two, at(1_000));
    const ids = async (now: Date) => (await store.aliveInstances(now, ALIVE)).map((instance) => instance.id);
    expect(await ids(at(1_000))).toEqual(["one", "two"]);

    expect(await store.heartbeat("two", at(10_000))).toBe(true);
    expect(await ids(at(16_000))).toEqual(["two"]);

    await store.leave("two");
    expect(await ids(at(16_000))).toEqual([]);
    expect(await store.heartbeat("two", at(17_000))).toBe(false);
  });

  it("goes live only once every living instance holds the revision, naming those that do not", async () => {
    const store = createSiteInstanceStore(await databases.fresh());
    await store.register(one, T);
    await store.register(two, T);
    expect(await store.prepare(7, T, 60_000)).toEqual({ started: true });
    expect(await store.publication()).toEqual({ live: null, preparing: 7 });

    await store.reportReady("one", 7);
    await store.reportFailed("two", 7, "The build stopped: disk full");
    const outcome = await store.goLive(7, at(1_000), ALIVE);
    expect(outcome.live).toBe(false);
    if (outcome.live) return;
    expect(outcome.waitingFor).toMatchObject([
      {
        id: "two",
        host: "web-2",
        pid: 202,
        ready: null,
        failed: { revision: 7, failure: "The build stopped: disk full" },
      },
    ]);
    expect(await store.publication()).toEqual({ live: null, preparing: 7 });

    await store.reportReady("two", 7);
    expect(await store.goLive(7, at(2_000), ALIVE)).toEqual({ live: true });
    expect(await store.publication()).toEqual({ live: 7, preparing: null });
    await store.reportServed("one", 7);
    expect((await store.aliveInstances(at(2_000), ALIVE))[0]).toMatchObject({
      id: "one",
      served: 7,
      ready: 7,
    });
  });

  it("does not wait for an instance whose heartbeat lapsed", async () => {
    const store = createSiteInstanceStore(await databases.fresh());
    await store.register(one, T);
    await store.register(two, T);
    await store.prepare(3, T, 60_000);
    await store.reportReady("one", 3);
    await store.heartbeat("one", at(20_000));
    expect(await store.goLive(3, at(20_000), ALIVE)).toEqual({ live: true });
  });

  it("makes one revision ready at a time, takes over a stuck one, and never goes back", async () => {
    const store = createSiteInstanceStore(await databases.fresh());
    await store.register(one, T);
    expect(await store.prepare(4, T, 60_000)).toEqual({ started: true });
    expect(await store.prepare(5, at(1_000), 60_000)).toEqual({ started: false, preparing: 4 });
    expect(await store.prepare(5, at(61_000), 60_000)).toEqual({ started: true });

    await store.abandon(4, at(61_000));
    expect(await store.publication()).toEqual({ live: null, preparing: 5 });
    await store.abandon(5, at(62_000));
    expect(await store.publication()).toEqual({ live: null, preparing: null });

    await store.prepare(6, at(63_000), 60_000);
    await store.reportReady("one", 6);
    await store.goLive(6, at(63_000), ALIVE);
    expect(await store.prepare(5, at(64_000), 60_000)).toEqual({ started: false, live: 6 });
    expect(await store.prepare(6, at(64_000), 60_000)).toEqual({ started: false, live: 6 });
  });

  it("an instance registering while a revision goes live is waited for, or told the new revision", async () => {
    const config = await backend.freshDatabase();
    const [first, second] = [
      createSiteInstanceStore(await databases.open(config)),
      createSiteInstanceStore(await databases.open(config)),
    ];
    await first.register(one, T);
    for (let revision = 1; revision <= 12; revision++) {
      await first.prepare(revision, T, 60_000);
      await first.reportReady("one", revision);
      const newcomer = { id: `late-${revision}`, host: "web-3", pid: 300 + revision };
      const [outcome, told] = await Promise.all([
        first.goLive(revision, T, ALIVE),
        second.register(newcomer, T),
      ]);
      if (outcome.live) expect(told.live).toBe(revision);
      else expect(outcome.waitingFor.map((instance) => instance.id)).toEqual([newcomer.id]);
      await second.leave(newcomer.id);
      if (!outcome.live) expect(await first.goLive(revision, T, ALIVE)).toEqual({ live: true });
    }
  });
});
