import { expect, it } from "vitest";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { assetsInBuild, browseDuringPublish } from "../../tests/server-support/browse-during-publish.ts";
import {
  assetsOfPage,
  createRevisionSite,
  gatedBuilder,
  publishingGroup,
  revisionOfPage,
} from "../../tests/server-support/site-revisions.ts";
import { useTestDatabases } from "../../tests/server-support/test-databases.ts";
import { waitFor } from "../../tests/server-support/wait-for.ts";

/** The pages a visit starts at, in both languages, the contact page with its second script. */
const PAGES = ["/", "/services", "/about", "/contact", "/faq", "/ar/", "/ar/contact"];

describeEachBackend("a publish under load", (backend) => {
  const databases = useTestDatabases(backend);
  /** One instance on SQLite; two on PostgreSQL, each request to either, as a balancer without stickiness sends it. */
  const instances = backend.name === "sqlite" ? ["web-1"] : ["web-1", "web-2"];

  it(
    "gives no visitor an error, a missing asset or a page asking for another revision's assets",
    { timeout: 240_000 },
    async () => {
      // Instances look as often as in production: the seconds between their switches are as long.
      const group = publishingGroup(backend, databases, 1_000);
      try {
        const assets = new Map<number, ReadonlySet<string>>([
          [0, assetsInBuild(await createRevisionSite(0))],
        ]);
        const members = [];
        for (const host of instances) {
          const builder = gatedBuilder();
          members.push(
            await group.add(host, {
              ...builder,
              async build(revision) {
                const dir = await builder.build(revision);
                assets.set(revision, assetsInBuild(dir));
                return dir;
              },
            }),
          );
        }
        const urls = members.map(({ server }) => server.url);
        // Pages open before the publish: their assets are fetched once it is over.
        const openPages = await Promise.all(
          urls.flatMap((url) => PAGES.map(async (path) => (await fetch(`${url}${path}`)).text())),
        );
        expect(openPages.map(revisionOfPage)).toEqual(openPages.map(() => 0));

        const load = browseDuringPublish({
          urls,
          pages: PAGES,
          revisionOf: revisionOfPage,
          assetsOf: (revision) => assets.get(revision),
        });
        await waitFor(() => load.tally.visits >= 10, "the load to start");
        const [publisher] = members;
        await publisher?.instance.publish(1);
        const visitsAtLive = load.tally.visits;
        await waitFor(() => load.tally.visits >= visitsAtLive + 20, "visits after the publish", 60_000);
        const tally = await load.stop();

        expect({ errors: tally.errors, missingAssets: tally.missingAssets, mixed: tally.mixed }).toEqual({
          errors: [],
          missingAssets: [],
          mixed: [],
        });
        expect(tally.revisionsSeen).toEqual([0, 1]);

        const stale = [];
        for (const page of openPages) {
          for (const asset of assetsOfPage(page)) {
            for (const url of urls) {
              const response = await fetch(`${url}${asset}`);
              await response.arrayBuffer();
              if (response.status !== 200) stale.push(`${asset} from ${url}: ${response.status}`);
            }
          }
        }
        expect(stale).toEqual([]);
      } finally {
        await group.stop();
      }
    },
  );
});
