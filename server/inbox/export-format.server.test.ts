import { afterEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "../store/migrations.ts";
import { openDatabase, type Database } from "../store/open-database.ts";
import { createLeadIntake } from "../store/lead-intake.ts";
import { createLeadStore } from "../store/lead-store.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { exportFileName, toCsvExport, toJsonExport } from "./export-format.ts";
import { createLeadQueries } from "./lead-queries.ts";

describe("exportFileName", () => {
  // 23:30 on 20 November in UTC is already the 21st in Dubai.
  const now = new Date("2026-11-20T20:30:00.000Z");

  it("names the Dubai day of the export", () => {
    expect(exportFileName("csv", { state: "all" }, now)).toBe("submissions-2026-11-21.csv");
    expect(exportFileName("json", { state: "all", q: 'Fatima / "x"' }, now)).toBe(
      "submissions-2026-11-21.json",
    );
  });

  it("names the tab and the dates it was filtered by", () => {
    expect(exportFileName("csv", { state: "new" }, now)).toBe("submissions-new-2026-11-21.csv");
    expect(exportFileName("csv", { state: "handled", from: "2026-03-01", to: "2026-03-31" }, now)).toBe(
      "submissions-handled-from-2026-03-01-to-2026-03-31-2026-11-21.csv",
    );
    expect(exportFileName("json", { state: "all", to: "2026-03-31" }, now)).toBe(
      "submissions-to-2026-03-31-2026-11-21.json",
    );
  });
});

describeEachBackend("inbox export", (backend) => {
  const open: Database[] = [];
  afterEach(async () => {
    for (const database of open.splice(0)) await database.close();
  });
  const seeded = async () => {
    const database = openDatabase(await backend.freshDatabase());
    open.push(database);
    await migrateToLatest(database);
    const store = createLeadIntake(database, ["email"]);
    const first = (
      await store.add({
        fullName: '=HYPERLINK("https://evil.example","click")',
        email: "@attacker@example.com",
        phone: "+971501234567",
        message: '-1+1\nsecond line, with "quotes"',
        userAgent: "\tUA",
        createdAt: new Date("2026-03-01T10:00:00.000Z"),
        locale: "en",
        spamReasons: [],
      })
    ).id;
    const second = (
      await store.add({
        fullName: "فاطمة الزهراء",
        email: "fatima@example.com",
        phone: null,
        message: "مرحبا",
        userAgent: null,
        createdAt: new Date("2026-03-02T10:00:00.000Z"),
        locale: "ar",
        spamReasons: [],
      })
    ).id;
    const queries = createLeadQueries(database);
    await createLeadStore(database).setState(second, "handled", new Date("2026-03-03T00:00:00.000Z"));
    return { queries, first, second };
  };

  it("writes CSV with the CLI's columns, state, spam reasons and locale, newest first, formula-safe", async () => {
    const { queries, first, second } = await seeded();
    const csv = toCsvExport(await queries.exportRows({ state: "all" }));
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1)).toBe(
      [
        "id,createdAt,fullName,email,phone,message,userAgent,notificationState,state,spamReasons,locale,sourceFormPage,sourceLandingPage,sourceReferrerHost,sourceUtmSource,sourceUtmMedium,sourceUtmCampaign",
        `${second},2026-03-02T10:00:00.000Z,فاطمة الزهراء,fatima@example.com,,مرحبا,,pending,handled,,ar,,,,,,`,
        `${first},2026-03-01T10:00:00.000Z,"'=HYPERLINK(""https://evil.example"",""click"")",'@attacker@example.com,'+971501234567,"'-1+1\nsecond line, with ""quotes""","'\tUA",pending,new,,en,,,,,,`,
        "",
      ].join("\r\n"),
    );
  });

  it("writes JSON with every field", async () => {
    const { queries, first, second } = await seeded();
    const rows = await queries.exportRows({ state: "handled" });
    const json = toJsonExport(rows);
    expect(json.endsWith("}\n]\n")).toBe(true);
    expect(JSON.parse(json)).toEqual([
      {
        id: second,
        createdAt: "2026-03-02T10:00:00.000Z",
        fullName: "فاطمة الزهراء",
        email: "fatima@example.com",
        phone: null,
        message: "مرحبا",
        userAgent: null,
        notificationState: "pending",
        state: "handled",
        locale: "ar",
        stateChangedAt: "2026-03-03T00:00:00.000Z",
        assigneeId: null,
        firstAnsweredAt: null,
        spamReasons: [],
        source: {
          formPage: null,
          landingPage: null,
          referrerHost: null,
          utmSource: null,
          utmMedium: null,
          utmCampaign: null,
        },
      },
    ]);
    expect(JSON.parse(toJsonExport(await queries.exportRows({ state: "new" })))).toMatchObject([
      { id: first },
    ]);
    expect(toJsonExport([])).toBe("[]\n");
  });
});
