import { sql } from "kysely";
import { expect, it } from "vitest";
import type { Database } from "../store/open-database.ts";
import { createOutbox } from "../store/outbox.ts";
import type { NewLead } from "../../app/lib/lead.ts";
import { createLeadIntake } from "../store/lead-intake.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { newLead as submission } from "../../tests/server-support/submissions.ts";
import { useTestDatabases } from "../../tests/server-support/test-databases.ts";
import { createLeadStore } from "../store/lead-store.ts";
import { createUserStore } from "../store/user-store.ts";
import { createLeadQueries, type InboxFilter } from "./lead-queries.ts";
import { dubaiDay, dubaiDayStart } from "../../app/lib/dubai-time.ts";

const all: InboxFilter = { state: "all" };

it("converts between instants and Dubai calendar days (UTC+4)", () => {
  expect(dubaiDay(new Date("2026-03-01T19:59:59.999Z"))).toBe("2026-03-01");
  expect(dubaiDay(new Date("2026-03-01T20:00:00.000Z"))).toBe("2026-03-02");
  expect(dubaiDayStart("2026-03-02").toISOString()).toBe("2026-03-01T20:00:00.000Z");
});

describeEachBackend("lead queries", (backend) => {
  const databases = useTestDatabases(backend);
  /** A fresh database with the queries and the lead store over it, and a store to seed it (email and webhook jobs per lead). */
  const setUp = async () => {
    const database = await databases.fresh();
    const store = createLeadIntake(database, ["email", "webhook"]);
    // Each message its own, so the store's double-post check keeps them all.
    let serial = 0;
    const add = async (overrides: Partial<NewLead> = {}) =>
      (await store.add(submission({ message: `${submission().message} (${++serial})`, ...overrides }))).id;
    return { database, queries: createLeadQueries(database), leads: createLeadStore(database), add };
  };
  const outboxCount = async (database: Database) =>
    (await database.db.selectFrom("notification_outbox").select("submission_id").execute()).map((row) =>
      Number(row.submission_id),
    );

  it("lists newest first, ties by id, with a one-line excerpt of the message", async () => {
    const { queries, add } = await setUp();
    const older = await add({ createdAt: new Date("2026-03-01T08:00:00.000Z"), fullName: "Older" });
    const first = await add({
      createdAt: new Date("2026-03-02T08:00:00.000Z"),
      fullName: "Same time, first",
    });
    const second = await add({
      createdAt: new Date("2026-03-02T08:00:00.000Z"),
      fullName: "Same time, second",
      message: `Hello\n\n  there,\tfriend. ${"word ".repeat(60)}`,
      locale: "ar",
      phone: null,
    });
    const page = await queries.list(all, 1);
    expect(page.items.map((item) => item.id)).toEqual([second, first, older]);
    expect(page).toMatchObject({ total: 3, page: 1, pageCount: 1, pageSize: 25 });
    const [top] = page.items;
    expect(top).toMatchObject({
      createdAt: "2026-03-02T08:00:00.000Z",
      fullName: "Same time, second",
      email: "omar@example.com",
      phone: null,
      state: "new",
      locale: "ar",
      notificationState: "pending",
    });
    expect(top?.excerpt.startsWith("Hello there, friend. word word")).toBe(true);
    expect(top?.excerpt.endsWith("…")).toBe(true);
    expect(Array.from(top?.excerpt ?? "")).toHaveLength(160);
    expect(page.items[1]?.excerpt).toBe("Please call me about an AML screening project. (2)");
  });

  it("searches name, email and message, case-insensitively, with % and _ taken literally", async () => {
    const { queries, add } = await setUp();
    const byName = await add({ fullName: "Fatima Zahra", email: "fz@example.com", message: "Hi" });
    const byEmail = await add({ fullName: "A", email: "Sales.Lead@Corp.example", message: "Hi" });
    const byMessage = await add({
      fullName: "B",
      email: "b@example.com",
      message: "We want 100% coverage of KYC_checks",
    });
    const decoy = await add({
      fullName: "C",
      email: "c@example.com",
      message: "100 percent of KYC checks, path C:\\data",
    });
    const search = async (q: string) =>
      (await queries.list({ state: "all", q }, 1)).items.map((item) => item.id);

    expect(await search("fatima")).toEqual([byName]);
    expect(await search("ZAHRA")).toEqual([byName]);
    expect(await search("sales.lead@corp")).toEqual([byEmail]);
    expect(await search("kyc")).toEqual([decoy, byMessage]);
    expect(await search("100%")).toEqual([byMessage]);
    expect(await search("KYC_")).toEqual([byMessage]);
    expect(await search("%")).toEqual([byMessage]);
    expect(await search("_")).toEqual([byMessage]);
    expect(await search("C:\\data")).toEqual([decoy]);
    expect(await search("\\")).toEqual([decoy]);
    expect(await search("  fatima  ")).toEqual([byName]);
    expect(await search("")).toHaveLength(4);
    expect(await search("nobody")).toEqual([]);
  });

  it("searches non-ASCII text, folding its case where the database can", async () => {
    const { database, queries, add } = await setUp();
    const arabic = await add({ fullName: "فاطمة الزهراء", message: "مرحبا" });
    const accented = await add({ fullName: "Élodie Müller", message: "Bonjour" });
    const search = async (q: string) =>
      (await queries.list({ state: "all", q }, 1)).items.map((item) => item.id);
    expect(await search("الزهراء")).toEqual([arabic]);
    expect(await search("Élodie")).toEqual([accented]);
    // SQLite folds ASCII only; PostgreSQL as its locale does (the test cluster's is C, which folds ASCII only too).
    const folds =
      backend.name === "postgres" &&
      (await sql<{ folds: boolean }>`select lower('ÉÜ') = 'éü' as folds`.execute(database.db)).rows[0]
        ?.folds === true;
    expect(await search("élodie mÜller")).toEqual(folds ? [accented] : []);
    expect(await search("élodie")).toEqual(folds ? [accented] : []);
    expect(await search("ÉLODIE MüLLER")).toEqual([accented]);
  });

  it("filters by state and counts each state", async () => {
    const { queries, leads, add } = await setUp();
    const a = await add();
    const b = await add();
    const c = await add();
    const d = await add();
    expect(await leads.setState([a, b], "handled", new Date("2026-03-05T00:00:00.000Z"))).toBe(2);
    expect(await leads.setState(c, "spam", new Date("2026-03-05T00:00:00.000Z"))).toBe(1);
    const ids = async (state: InboxFilter["state"]) =>
      (await queries.list({ state }, 1)).items.map((item) => item.id);
    expect(await ids("new")).toEqual([d]);
    expect(await ids("handled")).toEqual([b, a]);
    expect(await ids("spam")).toEqual([c]);
    expect(await ids("all")).toEqual([d, c, b, a]);
    expect(await queries.counts()).toEqual({ new: 1, handled: 2, spam: 1, all: 4 });
  });

  it("filters by Dubai calendar days, both ends included", async () => {
    const { queries, add } = await setUp();
    const at = (iso: string) => add({ createdAt: new Date(iso) });
    const lateFirst = await at("2026-03-01T19:59:59.999Z"); // 23:59:59 on 1 March in Dubai
    const earlySecond = await at("2026-03-01T20:00:00.000Z"); // midnight of 2 March in Dubai
    const evening = await at("2026-03-01T20:30:00.000Z"); // 00:30 on 2 March in Dubai
    const lateThird = await at("2026-03-03T19:59:59.000Z"); // 23:59 on 3 March in Dubai
    const fourth = await at("2026-03-03T20:00:00.000Z"); // midnight of 4 March in Dubai
    const ids = async (filter: Omit<InboxFilter, "state">) =>
      (await queries.list({ state: "all", ...filter }, 1)).items.map((item) => item.id);

    expect(await ids({ from: "2026-03-02", to: "2026-03-02" })).toEqual([evening, earlySecond]);
    expect(await ids({ from: "2026-03-02", to: "2026-03-03" })).toEqual([lateThird, evening, earlySecond]);
    expect(await ids({ from: "2026-03-02" })).toEqual([fourth, lateThird, evening, earlySecond]);
    expect(await ids({ to: "2026-03-01" })).toEqual([lateFirst]);
    expect(await ids({ from: "2026-03-05" })).toEqual([]);
  });

  it("pages by 25 and shows the last page for a page past the end", async () => {
    const { queries, add } = await setUp();
    const start = Date.parse("2026-03-01T00:00:00.000Z");
    const ids: number[] = [];
    for (let index = 0; index < 60; index++)
      ids.push(await add({ createdAt: new Date(start + index * 60_000) }));
    const newest = ids.toReversed();

    const first = await queries.list(all, 1);
    expect(first).toMatchObject({ total: 60, page: 1, pageCount: 3, pageSize: 25 });
    expect(first.items.map((item) => item.id)).toEqual(newest.slice(0, 25));
    expect((await queries.list(all, 2)).items.map((item) => item.id)).toEqual(newest.slice(25, 50));
    const last = await queries.list(all, 3);
    expect(last.items.map((item) => item.id)).toEqual(newest.slice(50));
    expect(await queries.list(all, 99)).toEqual(last);
    expect((await queries.list(all, 0)).page).toBe(1);
    expect((await queries.list(all, Number.NaN)).page).toBe(1);

    const empty = await queries.list({ state: "spam" }, 4);
    expect(empty).toEqual({ items: [], total: 0, page: 1, pageCount: 1, pageSize: 25 });
  });

  it("gets every field of a submission and its notification history", async () => {
    const { database, queries, add } = await setUp();
    const source = {
      formPage: "/ar/contact",
      landingPage: "/ar",
      referrerHost: "www.google.com",
      utmSource: null,
      utmMedium: null,
      utmCampaign: "spring",
    };
    const id = await add({ createdAt: new Date("2026-03-01T10:00:00.000Z"), locale: "ar", source });
    const outbox = createOutbox(database);
    const jobs = await outbox.claim(
      ["email", "webhook"],
      new Date("2026-03-01T10:00:01.000Z"),
      new Date("2026-03-01T10:02:00.000Z"),
      10,
    );
    const email = jobs.find((job) => job.channel === "email");
    const webhook = jobs.find((job) => job.channel === "webhook");
    if (email === undefined || webhook === undefined) throw new Error("both jobs should be claimed");
    await outbox.markSent(email, new Date("2026-03-01T10:00:02.000Z"));
    await outbox.markFailed(
      webhook,
      "connection refused",
      new Date("2026-03-01T10:01:00.000Z"),
      new Date("2026-03-01T10:00:03.000Z"),
    );

    // A Sunday's lead: the clock starts at Monday's midnight (Dubai) and runs 24 hours.
    expect(await queries.get(id, new Date("2026-03-01T12:00:00.000Z"))).toEqual({
      id,
      createdAt: "2026-03-01T10:00:00.000Z",
      fullName: "Omar Al Mansoori",
      email: "omar@example.com",
      phone: "+971501234567",
      message: "Please call me about an AML screening project. (1)",
      userAgent: "test-agent",
      notificationState: "pending",
      state: "new",
      locale: "ar",
      stateChangedAt: null,
      assigneeId: null,
      firstAnsweredAt: null,
      clock: { overdue: false, hours: 32, dueAt: "2026-03-02T20:00:00.000Z" },
      spamReasons: [],
      source,
      notifications: [
        {
          channel: "email",
          state: "sent",
          attempts: 1,
          lastError: null,
          updatedAt: "2026-03-01T10:00:02.000Z",
          nextAttemptAt: "2026-03-01T10:02:00.000Z",
        },
        {
          channel: "webhook",
          state: "pending",
          attempts: 1,
          lastError: "connection refused",
          updatedAt: "2026-03-01T10:00:03.000Z",
          nextAttemptAt: "2026-03-01T10:01:00.000Z",
        },
      ],
    });
    expect(await queries.get(id + 100)).toBeNull();
  });

  it("sets the state and when it changed; reports submissions that do not exist", async () => {
    const { queries, leads, add } = await setUp();
    const id = await add();
    const other = await add();
    expect(await leads.setState(id, "handled", new Date("2026-03-05T12:00:00.000Z"))).toBe(1);
    expect(await queries.get(id)).toMatchObject({
      state: "handled",
      stateChangedAt: "2026-03-05T12:00:00.000Z",
    });
    expect(await queries.get(other)).toMatchObject({ state: "new", stateChangedAt: null });
    expect(await leads.setState(id + 100, "spam", new Date())).toBe(0);
    expect(
      await leads.setState([id, id, other, id + 100], "spam", new Date("2026-03-06T00:00:00.000Z")),
    ).toBe(2);
    expect(await leads.setState([], "spam", new Date())).toBe(0);
    expect(await queries.counts()).toEqual({ new: 0, handled: 0, spam: 2, all: 2 });
  });

  it("removes a submission with its outbox rows", async () => {
    const { database, queries, leads, add } = await setUp();
    const id = await add();
    const kept = await add();
    expect(await leads.remove(id)).toBe(true);
    expect(await queries.get(id)).toBeNull();
    expect(await outboxCount(database)).toEqual([kept, kept]);
    expect(await leads.remove(id)).toBe(false);
  });

  it("queues a channel's notification again, keeping the last error until the next attempt", async () => {
    const { database, queries, leads, add } = await setUp();
    const id = await add({ createdAt: new Date("2026-03-01T10:00:00.000Z") });
    const outbox = createOutbox(database);
    const claimedAt = new Date("2026-03-01T10:00:01.000Z");
    for (const job of await outbox.claim(
      ["email", "webhook"],
      claimedAt,
      new Date("2026-03-01T10:02:00.000Z"),
      10,
    )) {
      if (job.channel === "email") await outbox.markSent(job, claimedAt);
      else await outbox.markFailed(job, "HTTP 500", null, claimedAt);
    }
    expect((await queries.get(id))?.notificationState).toBe("failed");

    const now = new Date("2026-03-02T09:00:00.000Z");
    expect(await leads.resend(id, "webhook", now)).toBe(true);
    const detail = await queries.get(id);
    expect(detail?.notificationState).toBe("pending");
    expect(detail?.notifications).toEqual([
      expect.objectContaining({ channel: "email", state: "sent", attempts: 1 }),
      {
        channel: "webhook",
        state: "pending",
        attempts: 0,
        lastError: "HTTP 500",
        updatedAt: now.toISOString(),
        nextAttemptAt: now.toISOString(),
      },
    ]);
    // The worker takes it at once.
    expect(await outbox.claim(["webhook"], now, new Date("2026-03-02T09:02:00.000Z"), 10)).toMatchObject([
      { submissionId: id, attempts: 1 },
    ]);

    expect(await leads.resend(id + 100, "email", now)).toBe(false);
    const withoutChannels = (await createLeadIntake(database, []).add(submission())).id;
    expect(await leads.resend(withoutChannels, "email", now)).toBe(false);
    expect((await queries.get(withoutChannels))?.notificationState).toBe("none");
  });

  it("exports every matching submission, newest first, with every field", async () => {
    const { queries, add } = await setUp();
    for (let index = 0; index < 30; index++) {
      await add({
        createdAt: new Date(Date.parse("2026-03-01T00:00:00.000Z") + index * 60_000),
        fullName: `Lead ${index}`,
      });
    }
    await add({ fullName: "Other", message: "unrelated", createdAt: new Date("2026-03-02T00:00:00.000Z") });
    const rows = await queries.exportRows({ state: "all", q: "lead" });
    expect(rows).toHaveLength(30);
    expect(rows[0]).toMatchObject({
      fullName: "Lead 29",
      message: expect.any(String),
      userAgent: "test-agent",
      stateChangedAt: null,
    });
    expect(rows.at(-1)?.fullName).toBe("Lead 0");
  });

  it("finds and erases a person's submissions by address, leaving everyone else's", async () => {
    const { database, queries, leads, add } = await setUp();
    const first = await add({ email: "Omar@Example.com", createdAt: new Date("2026-03-01T00:00:00.000Z") });
    const second = await add({ email: "omar@example.com", createdAt: new Date("2026-03-02T00:00:00.000Z") });
    const other = await add({ email: "someone.omar@example.com" });
    const lookalike = await add({ email: "omar@example.co" });

    expect((await queries.byEmail("  OMAR@example.COM ")).map((row) => row.id)).toEqual([second, first]);
    expect(await queries.byEmail("nobody@example.com")).toEqual([]);

    expect(await leads.eraseByEmail(" omar@EXAMPLE.com")).toEqual({ count: 2, ids: [first, second] });
    expect((await queries.list(all, 1)).items.map((item) => item.id)).toEqual([lookalike, other]);
    expect((await outboxCount(database)).sort()).toEqual([other, other, lookalike, lookalike].sort());
    expect(await leads.eraseByEmail("omar@example.com")).toEqual({ count: 0, ids: [] });
  });

  it("counts submissions per Dubai day over the last days, zero-filled", async () => {
    const { queries, add } = await setUp();
    const now = new Date("2026-03-31T21:00:00.000Z"); // 01:00 on 1 April in Dubai
    await add({ createdAt: new Date("2026-03-02T19:59:59.000Z") }); // 2 March in Dubai: one day too old
    await add({ createdAt: new Date("2026-03-02T20:00:00.000Z") }); // 3 March, the first day
    await add({ createdAt: new Date("2026-03-01T20:30:00.000Z") }); // 2 March: too old
    await add({ createdAt: new Date("2026-03-20T08:00:00.000Z") });
    await add({ createdAt: new Date("2026-03-20T19:00:00.000Z") });
    await add({ createdAt: new Date("2026-03-20T20:00:00.000Z") }); // 21 March in Dubai
    await add({ createdAt: new Date("2026-03-31T20:30:00.000Z") }); // today, 1 April
    await add({ createdAt: new Date("2026-04-01T00:00:00.000Z") }); // later today, still counted

    const days = await queries.dailyCounts(now);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: "2026-03-03", count: 1 });
    expect(days.at(-1)).toEqual({ date: "2026-04-01", count: 2 });
    expect(days.find((day) => day.date === "2026-03-20")).toEqual({ date: "2026-03-20", count: 2 });
    expect(days.find((day) => day.date === "2026-03-21")).toEqual({ date: "2026-03-21", count: 1 });
    expect(days.reduce((sum, day) => sum + day.count, 0)).toBe(6);
    expect(days.filter((day) => day.count === 0)).toHaveLength(26);
    expect(new Set(days.map((day) => day.date)).size).toBe(30);

    expect(await queries.dailyCounts(now, 2)).toEqual([
      { date: "2026-03-31", count: 0 },
      { date: "2026-04-01", count: 2 },
    ]);
  });

  it("filters Mine and Overdue within a state tab, counts within them, and finds a lead by its notes", async () => {
    const { database, add } = await setUp();
    // 2026-11-27 and 28 are a Friday and Saturday; 2026-12-02 is a holiday (National Day).
    const queries = createLeadQueries(database, new Set(["2026-12-02"]));
    const users = createUserStore(database);
    const layla = (await users.add("layla@dunecrest.example", "owner", new Date(), "Layla Haddad")).user;
    const leads = createLeadStore(database);
    const old = await add({ createdAt: new Date("2026-11-27T06:00:00.000Z"), fullName: "Friday lead" });
    const weekend = await add({ createdAt: new Date("2026-11-28T06:00:00.000Z"), fullName: "Saturday lead" });
    const answered = await add({ createdAt: new Date("2026-11-27T05:00:00.000Z"), fullName: "Answered" });
    await leads.markReplied(
      answered,
      { id: layla.id, name: layla.name },
      new Date("2026-11-27T07:00:00.000Z"),
    );
    await leads.assign(weekend, layla.id, { id: layla.id, name: layla.name }, new Date());
    await leads.addNote(old, { id: layla.id, name: layla.name }, "Wants a PCI DSS gap analysis", new Date());

    // Monday 2026-11-30, 12:00 Dubai: Friday's lead was due Monday 10:00 Dubai; Saturday's is due Tuesday 00:00.
    const scope = { viewerId: layla.id, now: new Date("2026-11-30T08:00:00.000Z") };
    const ids = async (filter: InboxFilter) =>
      (await queries.list(filter, 1, scope)).items.map((item) => item.id);
    expect(await ids({ state: "new", overdue: true })).toEqual([old]);
    expect(await ids({ state: "handled", overdue: true })).toEqual([]);
    expect(await ids({ state: "all", mine: true })).toEqual([weekend]);
    expect(await ids({ state: "new", mine: true, overdue: true })).toEqual([]);
    expect(await ids({ state: "all", q: "pci dss" })).toEqual([old]);
    expect(await queries.counts({ overdue: true }, scope)).toEqual({ new: 1, handled: 0, spam: 0, all: 1 });
    expect(await queries.counts({ mine: true }, scope)).toEqual({ new: 1, handled: 0, spam: 0, all: 1 });

    const items = (await queries.list({ state: "all" }, 1, scope)).items;
    expect(items.find((item) => item.id === old)).toMatchObject({
      clock: { overdue: true, hours: 2 },
      assigneeName: null,
    });
    expect(items.find((item) => item.id === weekend)).toMatchObject({
      clock: { overdue: false, hours: 12 },
      assigneeName: "Layla Haddad",
    });
    expect(items.find((item) => item.id === answered)).toMatchObject({
      clock: null,
      firstAnsweredAt: "2026-11-27T07:00:00.000Z",
      state: "handled",
    });

    // Monday a holiday: Saturday's lead counts from Tuesday's midnight.
    expect((await queries.get(weekend, scope.now))?.clock?.dueAt).toBe("2026-11-30T20:00:00.000Z");
    const holidayInbox = createLeadQueries(database, new Set(["2026-11-30"]));
    expect((await holidayInbox.get(weekend, scope.now))?.clock?.dueAt).toBe("2026-12-01T20:00:00.000Z");
  });

  it("writes a lead event for every state change, by whom", async () => {
    const { database, leads, add } = await setUp();
    const id = await add();
    const layla = (
      await createUserStore(database).add("layla@dunecrest.example", "owner", new Date(), "Layla Haddad")
    ).user;
    await leads.setState(id, "spam", new Date("2026-03-02T00:00:00.000Z"), {
      id: layla.id,
      name: layla.name,
    });
    await leads.releaseFromSpam(id, [], new Date("2026-03-02T00:01:00.000Z"), {
      id: layla.id,
      name: layla.name,
    });
    expect(
      (await createLeadStore(database).events(id)).map(({ kind, detail, actorName }) => ({
        kind,
        detail,
        actorName,
      })),
    ).toEqual([
      { kind: "state", detail: "spam", actorName: "Layla Haddad" },
      { kind: "state", detail: "new", actorName: "Layla Haddad" },
    ]);
  });
});
