import { expect, it } from "vitest";
import { inboxCopy } from "../../app/content/inbox/inbox-copy.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { noticeOf, page } from "../../tests/server-support/inbox-visitor.ts";
import { arrivedNow, sessionToken, useInboxServer } from "../../tests/server-support/inbox-server.ts";

describeEachBackend("a person's data over HTTP", (backend) => {
  const inbox = useInboxServer(backend);
  const { signedIn } = inbox;

  it("finds, exports and erases a person's leads by email, and leaves everyone else's", async () => {
    const { server, visitor } = await signedIn();
    const theirs = [
      (await server.store.add(arrivedNow({ email: "omar@example.com", message: "First message" }))).id,
      (await server.store.add(arrivedNow({ email: " OMAR@Example.com", message: "Second message" }))).id,
    ];
    const others = [
      (await server.store.add(arrivedNow({ fullName: "Noura Khalil", email: "noura@bank.example" }))).id,
      (await server.store.add(arrivedNow({ fullName: "Omar Other", email: "omar@other.example" }))).id,
    ];
    const token = await sessionToken(visitor);

    const found = await visitor.post("/inbox/people", { _csrf: token, email: "omar@example.com" });
    expect(found.status).toBe(200);
    const foundPage = await page(found);
    expect(noticeOf(foundPage)).toBe(inboxCopy.people.found(2, "omar@example.com"));
    expect(
      [...foundPage.querySelectorAll("main ul a")].map((link) => link.getAttribute("href")).sort(),
    ).toEqual(theirs.map((id) => `/inbox/submissions/${id}`).sort());

    const exported = await visitor.post("/inbox/people/export", {
      _csrf: token,
      email: "omar@example.com",
      format: "csv",
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toMatch(
      /^attachment; filename="person-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const csv = await exported.text();
    expect(csv).toContain("First message");
    expect(csv).toContain("Second message");
    expect(csv).not.toContain("noura@bank.example");
    expect(csv).not.toContain("omar@other.example");
    const json = (await (
      await visitor.post("/inbox/people/export", { _csrf: token, email: "omar@example.com", format: "json" })
    ).json()) as { id: number }[];
    expect(json.map((row) => row.id).sort()).toEqual([...theirs].sort());

    const ask = await page(
      await visitor.post("/inbox/people/erase", { _csrf: token, email: "omar@example.com" }),
    );
    expect(ask.querySelector("#erase-heading")?.textContent).toBe(inboxCopy.people.confirmHeading);
    expect(await server.store.get(theirs)).toHaveLength(2);

    const erased = await page(
      await visitor.post("/inbox/people/erase", { _csrf: token, email: "omar@example.com", confirm: "yes" }),
    );
    expect(noticeOf(erased)).toBe(inboxCopy.people.erased(2));
    expect(await server.store.get(theirs)).toEqual([]);
    expect((await server.store.get(others)).map((row) => row.email).sort()).toEqual([
      "noura@bank.example",
      "omar@other.example",
    ]);
    expect(
      noticeOf(await page(await visitor.post("/inbox/people", { _csrf: token, email: "omar@example.com" }))),
    ).toBe(inboxCopy.people.none("omar@example.com"));
  });
});
