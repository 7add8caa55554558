import { expect, it } from "vitest";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import {
  gatedBuilder,
  pageRevision,
  publishingGroup,
  stylesheetOf,
} from "../../tests/server-support/site-revisions.ts";
import { useTestDatabases } from "../../tests/server-support/test-databases.ts";
import { waitFor } from "../../tests/server-support/wait-for.ts";
import { NotReadyEverywhere } from "./two-phase.ts";

const assetStatus = async (url: string, path: string) => {
  const response = await fetch(`${url}${path}`);
  await response.arrayBuffer();
  return response.status;
};

/**
 * Samples every server again and again: the revision each one's pages are
 * of, then, from every server, the stylesheet of the newest of them. A page
 * of a revision some server cannot yet give the assets of is a violation.
 */
function sampleThroughout(urls: readonly string[]) {
  const violations: string[] = [];
  const seen = new Set<number>();
  let samples = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const revisions = await Promise.all(urls.map(pageRevision));
      const newest = Math.max(...revisions.map((revision) => revision ?? -1));
      seen.add(newest);
      const statuses = await Promise.all(urls.map((url) => assetStatus(url, stylesheetOf(newest))));
      if (statuses.some((status) => status !== 200)) {
        violations.push(
          `pages of revisions ${revisions.join(", ")}; its stylesheet answered ${statuses.join(", ")}`,
        );
      }
      samples++;
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return { violations, samples, seen: [...seen].sort() };
    },
  };
}

/** Several servers, each building sites, on a two-core machine shared with other work. */
const SLOW = { timeout: 300_000 };
/** How long a test waits for a step of a publish: a fixture build took half a minute on the loaded machine. */
const LONG_WAIT_MS = 120_000;

describeEachBackend("publishing on every instance", (backend) => {
  const databases = useTestDatabases(backend);

  it("on one instance, builds the revision and then serves it", SLOW, async () => {
    const group = publishingGroup(backend, databases);
    try {
      const { server, instance } = await group.add("web-1");
      expect(await pageRevision(server.url)).toBe(0);
      const published = await instance.publish(1);
      expect(published.revision).toBe(1);
      expect(published.instances.map((row) => row.served)).toEqual([1]);
      expect(await pageRevision(server.url)).toBe(1);
      expect(await assetStatus(server.url, stylesheetOf(0))).toBe(200);
    } finally {
      await group.stop();
    }
  });

  if (backend.name === "sqlite") return;

  it(
    "switches no instance before every one holds the new files, then all serve the new revision",
    SLOW,
    async () => {
      const group = publishingGroup(backend, databases);
      let stopSampling = async () => ({});
      try {
        const one = await group.add("web-1");
        const two = await group.add("web-2", gatedBuilder(false));
        const urls = [one.server.url, two.server.url];
        const sampler = sampleThroughout(urls);
        stopSampling = sampler.stop;
        const publishing = one.instance.publish(1);
        // Awaited below; a failed assertion before that must not leave it unhandled.
        publishing.catch(() => undefined);

        const store = await group.store();
        await waitFor(
          async () => {
            const rows = await store.aliveInstances(new Date(), 3_000);
            return (
              rows.some((row) => row.id === one.instance.identity.id && row.ready === 1) &&
              two.builder.started() > 0
            );
          },
          "the first instance to hold revision 1 while the second builds it",
          LONG_WAIT_MS,
        );
        // Ready, its new stylesheet answered, yet still serving revision 0: the second has not built.
        expect(await assetStatus(one.server.url, stylesheetOf(1))).toBe(200);
        expect(await assetStatus(two.server.url, stylesheetOf(1))).toBe(404);
        expect(await Promise.all(urls.map(pageRevision))).toEqual([0, 0]);

        two.builder.open();
        const published = await publishing;
        const result = await sampler.stop();

        expect(published.instances.map((row) => [row.host, row.served])).toEqual([
          ["web-1", 1],
          ["web-2", 1],
        ]);
        expect(await Promise.all(urls.map(pageRevision))).toEqual([1, 1]);
        expect(result.violations).toEqual([]);
        expect(result.seen).toEqual([0, 1]);
      } finally {
        await stopSampling();
        await group.stop();
      }
    },
  );

  it(
    "fails a publish one instance cannot build, saying which and why, and leaves every instance as it was",
    SLOW,
    async () => {
      const group = publishingGroup(backend, databases);
      try {
        const one = await group.add("web-1");
        const two = await group.add("web-2", gatedBuilder(false));
        const publishing = one.instance.publish(1);
        await waitFor(() => two.builder.started() > 0, "the second instance to start building", LONG_WAIT_MS);
        two.builder.fail("the disk is full");

        const error = await publishing.then(
          () => null,
          (failure: unknown) => failure,
        );
        expect(error).toBeInstanceOf(NotReadyEverywhere);
        expect((error as Error).message).toBe(
          `Version 1 was not published: the server on web-2 (process ${process.pid}) could not build it: the disk is full. Every server still shows the version it showed before; nothing was changed.`,
        );
        expect(await Promise.all([one, two].map(({ server }) => pageRevision(server.url)))).toEqual([0, 0]);
        expect(await (await group.store()).publication()).toEqual({ live: null, preparing: null });
      } finally {
        await group.stop();
      }
    },
  );

  it("fails a publish an instance does not get ready in time, naming it", SLOW, async () => {
    const group = publishingGroup(backend, databases);
    try {
      const one = await group.add("web-1", gatedBuilder(), 20_000);
      const two = await group.add("web-2", gatedBuilder(false));
      const error = await one.instance.publish(1).then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(NotReadyEverywhere);
      // The first may be late too on a busy machine; the second, whose build never ends, always is.
      expect((error as NotReadyEverywhere).notReady.map((row) => row.host)).toContain("web-2");
      expect((error as Error).message).toMatch(
        new RegExp(
          `^Version 1 was not published: .*the server on web-2 \\(process ${process.pid}\\) did not have it ready within \\d+ seconds`,
        ),
      );
      expect(await Promise.all([one, two].map(({ server }) => pageRevision(server.url)))).toEqual([0, 0]);
      two.builder.open();
    } finally {
      await group.stop();
    }
  });

  it(
    "serves the live revision from an instance started after the publish, from its first answer",
    SLOW,
    async () => {
      const group = publishingGroup(backend, databases);
      try {
        const one = await group.add("web-1");
        await group.add("web-2");
        await one.instance.publish(1);
        await one.instance.publish(2);

        const late = await group.add("web-3");
        expect(await pageRevision(late.server.url)).toBe(2);
        expect(late.builder.started()).toBe(1);
      } finally {
        await group.stop();
      }
    },
  );
});
