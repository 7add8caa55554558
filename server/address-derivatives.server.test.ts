import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { throttleGroup } from "./auth/client-address.ts";
import { visitorHash } from "./insights/visitor-hash.ts";
import { openDatabase } from "./store/open-database.ts";
import { describeEachBackend } from "../tests/server-support/backends.ts";
import { signIn, Visitor } from "../tests/server-support/inbox-visitor.ts";
import { postForm, request, validFields } from "../tests/server-support/http.ts";
import { useServerTestContext } from "../tests/server-support/server-test-context.ts";
import { startTestServer } from "../tests/server-support/test-server.ts";

const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const ADDRESS = "127.0.0.1";
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describeEachBackend("a copy of the database", (backend) => {
  const context = useServerTestContext();

  it("does not give back a visitor's address: every stored derivative of it is keyed by the server secret", async () => {
    const database = await backend.freshDatabase();
    const server = await startTestServer(
      { database, staticDir: context.staticDir, insights: true, formRateLimit: 5 },
      { insightsFlushMs: 50 },
    );
    context.cleanup(() => server.stop());
    expect((await request(server.url, "/", { headers: { "User-Agent": BROWSER } })).status).toBe(200);
    const host = new URL(server.url).host;
    expect(
      (
        await postForm(server.url, validFields, {
          "User-Agent": BROWSER,
          Referer: `http://${host}/contact`,
          Host: host,
        })
      ).status,
    ).toBe(303);
    const stranger = new Visitor(server.url, server.url, { "User-Agent": BROWSER });
    expect((await signIn(stranger, "nobody@dunecrest.example", "a wrong password")).status).toBe(400);
    await server.stop();

    // Everything the copy holds, and the guesses its reader makes for the address: the day's salt,
    // the stored user agent and the site go into the visitor hash; plain hashes into the rest.
    const copy = openDatabase(database, { role: "tool" });
    try {
      const throttles = (await copy.db.selectFrom("throttles").select("key").execute()).map((row) => row.key);
      const audit = await copy.db
        .selectFrom("audit_log")
        .select(["at", "action", "subject", "burst_key"])
        .where("burst_key", "is not", null)
        .execute();
      const salts = await copy.db.selectFrom("insights_salts").select("salt").execute();
      const visitors = (await copy.db.selectFrom("insights_visitors").select("hash").execute()).map(
        (row) => row.hash,
      );
      const [lead] = await copy.db.selectFrom("submissions").select("user_agent").execute();
      // The rows are there: the attack has something to work on.
      expect(throttles.some((key) => key.startsWith("form:"))).toBe(true);
      expect(throttles.some((key) => key.startsWith("sign-in:client:"))).toBe(true);
      expect(audit).toHaveLength(1);
      expect(salts).toHaveLength(1);
      expect(visitors).toHaveLength(1);
      expect(lead?.user_agent).toBe(BROWSER);

      const group = throttleGroup(ADDRESS);
      for (const guess of [sha256(ADDRESS), sha256(group)])
        expect(throttles.filter((key) => key.endsWith(guess))).toEqual([]);
      for (const row of audit) {
        const minute = new Date(row.at).toISOString().slice(0, "yyyy-mm-ddThh:mm".length);
        expect(row.burst_key).not.toBe(sha256(JSON.stringify([group, minute, row.action, row.subject])));
      }
      const salt = Buffer.from(salts[0]?.salt ?? "", "base64url").toString("base64url");
      expect(visitors).not.toContain(visitorHash(salt, ADDRESS, lead?.user_agent ?? "", ADDRESS));
    } finally {
      await copy.close();
    }
  });
});
