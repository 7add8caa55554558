import SqliteDatabase from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { withStatementCache } from "./statement-cache.ts";

describe("withStatementCache", () => {
  const sqlite = new SqliteDatabase(":memory:");
  afterEach(() => sqlite.exec("drop table if exists t"));

  it("prepares each text once and runs it again with other parameters", () => {
    const cached = withStatementCache(sqlite);
    cached.prepare("create table t (n integer)").run([]);
    const insert = cached.prepare("insert into t (n) values (?)");
    insert.run([1]);
    expect(cached.prepare("insert into t (n) values (?)")).toBe(insert);
    cached.prepare("insert into t (n) values (?)").run([2]);
    expect(cached.prepare("select n from t order by n").all([])).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it("keeps a bounded number of statements, dropping the oldest", () => {
    const cached = withStatementCache(sqlite);
    const first = cached.prepare("select 0");
    for (let n = 1; n <= 100; n++) cached.prepare(`select ${n}`);
    expect(cached.prepare("select 100")).toBe(cached.prepare("select 100"));
    expect(cached.prepare("select 0")).not.toBe(first);
  });
});
