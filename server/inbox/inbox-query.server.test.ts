import { afterEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "../store/migrations.ts";
import { openDatabase, type Database } from "../store/open-database.ts";
import { createLeadIntake } from "../store/lead-intake.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { filterToSearch, parseInboxQuery } from "./inbox-query.ts";
import { createLeadQueries, type InboxFilter } from "./lead-queries.ts";

describe("parseInboxQuery", () => {
  it("shows the new submissions, first page, without a query", () => {
    expect(parseInboxQuery("")).toEqual({ filter: { state: "new" }, page: 1, invalidDates: [] });
  });

  it("reads every part of the filter and the page", () => {
    expect(
      parseInboxQuery("?q=%20Fatima+Zahra%20&state=handled&from=2026-03-01&to=2026-03-31&page=3"),
    ).toEqual({
      filter: { q: "Fatima Zahra", state: "handled", from: "2026-03-01", to: "2026-03-31" },
      page: 3,
      invalidDates: [],
    });
    expect(parseInboxQuery(new URLSearchParams({ state: "all", q: "100% _x_" }))).toMatchObject({
      filter: { state: "all", q: "100% _x_" },
    });
  });

  it("falls back to the default state for an unknown one", () => {
    for (const state of ["", "ALL", "deleted", "handled!"]) {
      expect(parseInboxQuery(new URLSearchParams({ state })).filter.state).toBe("new");
    }
    expect(parseInboxQuery("?state=spam&state=all").filter.state).toBe("spam");
  });

  it("leaves out dates that are not calendar days, and reports them", () => {
    for (const bad of [
      "2026-02-30",
      "2026-3-1",
      "01/03/2026",
      "yesterday",
      "0999-01-01",
      "2026-03-01T00:00",
      "20260301",
    ]) {
      expect(parseInboxQuery(new URLSearchParams({ from: bad, to: "2026-03-31" }))).toEqual({
        filter: { state: "new", to: "2026-03-31" },
        page: 1,
        invalidDates: ["from"],
      });
    }
    expect(parseInboxQuery("?from=soon&to=later").invalidDates).toEqual(["from", "to"]);
    expect(parseInboxQuery("?from=2027-02-29").invalidDates).toEqual(["from"]);
    expect(parseInboxQuery("?from=2028-02-29&to=").filter).toEqual({ state: "new", from: "2028-02-29" });
    expect(parseInboxQuery("?from=&to=&q=").filter).toEqual({ state: "new" });
  });

  it("turns a range given backwards around", () => {
    expect(parseInboxQuery("?from=2026-03-31&to=2026-03-01").filter).toEqual({
      state: "new",
      from: "2026-03-01",
      to: "2026-03-31",
    });
  });

  it("takes the first page for a page that is not a positive whole number", () => {
    for (const bad of ["0", "-1", "abc", "2.5", "1e3", "0x10", "01", "9999999999", ""]) {
      expect(parseInboxQuery(new URLSearchParams({ page: bad })).page).toBe(1);
    }
    expect(parseInboxQuery("?page=12").page).toBe(12);
  });
});

describe("filterToSearch", () => {
  it("is empty for the default view", () => {
    expect(filterToSearch({ state: "new" })).toBe("");
    expect(filterToSearch({ state: "new", q: "  " }, 1)).toBe("");
  });

  it("keeps every part of the filter, and the page after the first", () => {
    expect(filterToSearch({ state: "all", q: "a&b=c", from: "2026-03-01", to: "2026-03-31" }, 2)).toBe(
      "?q=a%26b%3Dc&state=all&from=2026-03-01&to=2026-03-31&page=2",
    );
  });

  it("is read back as the same filter and page", () => {
    const filters: InboxFilter[] = [
      { state: "new" },
      { state: "all", q: "100% _match_ \\ + & # ?" },
      { state: "spam", q: "فاطمة", from: "2026-03-01" },
      { state: "handled", to: "2026-12-31" },
    ];
    for (const filter of filters) {
      for (const page of [1, 7]) {
        expect(parseInboxQuery(filterToSearch(filter, page))).toEqual({ filter, page, invalidDates: [] });
      }
    }
  });
});

describeEachBackend("inbox query over the store", (backend) => {
  const open: Database[] = [];
  afterEach(async () => {
    for (const database of open.splice(0)) await database.close();
  });

  it("lists what the URL names, and its next page's link lists the rest", async () => {
    const database = openDatabase(await backend.freshDatabase());
    open.push(database);
    await migrateToLatest(database);
    const store = createLeadIntake(database, []);
    const start = Date.parse("2026-03-01T20:00:00.000Z"); // midnight of 2 March in Dubai
    const ids: number[] = [];
    for (let index = 0; index < 30; index++) {
      ids.push(
        (
          await store.add({
            fullName: index % 2 === 0 ? `Lead ${index}` : `Other ${index}`,
            email: `lead${index}@example.com`,
            phone: null,
            message: "Hello",
            userAgent: null,
            createdAt: new Date(start + index * 60 * 60 * 1000),
            locale: "en",
            spamReasons: [],
          })
        ).id,
      );
    }
    const inbox = createLeadQueries(database);

    const first = parseInboxQuery("?q=LEAD+&from=2026-03-02&to=not-a-date");
    expect(first.invalidDates).toEqual(["to"]);
    const pageOne = await inbox.list(first.filter, first.page);
    expect(pageOne).toMatchObject({ total: 30, page: 1, pageCount: 2 });

    const next = parseInboxQuery(filterToSearch(first.filter, pageOne.page + 1));
    const pageTwo = await inbox.list(next.filter, next.page);
    expect(pageTwo.items.map((item) => item.id)).toEqual(ids.slice(0, 5).toReversed());

    const named = parseInboxQuery("?q=lead+1&state=all&from=2026-03-02&to=2026-03-02");
    expect((await inbox.list(named.filter, named.page)).items.map((item) => item.fullName)).toEqual([
      "Lead 18",
      "Lead 16",
      "Lead 14",
      "Lead 12",
      "Lead 10",
    ]);
    // 3 March in Dubai began 24 hours after the first row.
    const lastDay = parseInboxQuery("?state=all&from=2026-03-03");
    expect((await inbox.list(lastDay.filter, lastDay.page)).items.map((item) => item.id)).toEqual(
      ids.slice(24).toReversed(),
    );
  });
});
