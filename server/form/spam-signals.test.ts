import { describe, expect, it } from "vitest";
import {
  emailDomainExists,
  honeypotFilled,
  manyLinks,
  onlyLinks,
  repeats,
  spamVerdict,
  tooFast,
  type DomainResolver,
  type SpamInput,
} from "./spam-signals.ts";

describe("honeypot", () => {
  it.each([
    [undefined, false],
    ["", false],
    ["  ", false],
    ["http://spam.example", true],
  ])("%j filled: %s", (value, expected) => {
    expect(honeypotFilled(value)).toBe(expected);
  });
});

describe("too-fast", () => {
  it.each([
    ["500", true],
    ["0", true],
    ["2999", true],
    ["3000", false],
    ["45000", false],
    // Without JavaScript the field is absent or empty; anything unreadable is no signal either.
    [undefined, false],
    ["", false],
    ["abc", false],
    ["-5", false],
    ["1.5", false],
    ["1e2", false],
  ])("elapsedMs %j: %s", (value, expected) => {
    expect(tooFast(value)).toBe(expected);
  });
});

describe("many-links", () => {
  it("counts http(s) URLs and www. hosts, more than 3 is many", () => {
    expect(manyLinks("See https://a.example, http://b.example/x and www.c.example")).toBe(false);
    expect(manyLinks("https://a.example http://b.example www.c.example/page https://d.example")).toBe(true);
    expect(manyLinks("We need a payment gateway review. Our site is www.bank.example.")).toBe(false);
  });
});

describe("only-links", () => {
  it("is a message of links with nothing but whitespace and punctuation around them", () => {
    expect(onlyLinks("https://spam.example")).toBe(true);
    expect(onlyLinks("  www.spam.example !!\n- http://b.example/path?q=1 ")).toBe(true);
    expect(onlyLinks("Please look at https://our.example and call us")).toBe(false);
    expect(onlyLinks("No links here.")).toBe(false);
  });
});

describe("repeat", () => {
  const earlier = [{ email: "Layla@Example.com", message: "We need  a review.\n\nThanks" }];
  it("is the same email (any case) and message (any whitespace) as an earlier one", () => {
    expect(repeats({ email: "layla@example.com", message: "We need a review. Thanks" }, earlier)).toBe(true);
    expect(repeats({ email: "layla@example.com", message: "We need a review. Thanks!" }, earlier)).toBe(
      false,
    );
    expect(repeats({ email: "omar@example.com", message: "We need a review. Thanks" }, earlier)).toBe(false);
    expect(repeats({ email: "layla@example.com", message: "We need a review. Thanks" }, [])).toBe(false);
  });
});

describe("email-domain", () => {
  const dnsError = (code: string) => Object.assign(new Error(code), { code });
  const resolver = (
    answers: Partial<Record<keyof DomainResolver, readonly unknown[] | string>>,
  ): DomainResolver & { asked: string[] } => {
    const asked: string[] = [];
    const answer = (type: keyof DomainResolver) => async (host: string) => {
      asked.push(`${type} ${host}`);
      const given = answers[type] ?? "ENODATA";
      if (typeof given === "string") throw dnsError(given);
      return given;
    };
    return {
      asked,
      resolveMx: answer("resolveMx"),
      resolve4: answer("resolve4"),
      resolve6: answer("resolve6"),
    };
  };

  it("exists with an MX record, or an A or AAAA record alone", async () => {
    const mx = resolver({ resolveMx: [{ exchange: "mx.example.com", priority: 10 }] });
    expect(await emailDomainExists("layla@example.com", mx)).toBe(true);
    expect(mx.asked).toContain("resolveMx example.com");
    expect(await emailDomainExists("layla@example.com", resolver({ resolve4: ["192.0.2.1"] }))).toBe(true);
    expect(await emailDomainExists("layla@example.com", resolver({ resolve6: ["2001:db8::1"] }))).toBe(true);
  });

  it("does not exist when every look-up finds no records or no such name", async () => {
    expect(await emailDomainExists("a@nowhere.example", resolver({}))).toBe(false);
    expect(
      await emailDomainExists(
        "a@nowhere.example",
        resolver({ resolveMx: "ENOTFOUND", resolve4: "ENOTFOUND", resolve6: "ENOTFOUND" }),
      ),
    ).toBe(false);
  });

  it("gives no signal on a DNS failure or a timeout", async () => {
    expect(await emailDomainExists("a@example.com", resolver({ resolveMx: "ESERVFAIL" }))).toBe(true);
    expect(await emailDomainExists("a@example.com", resolver({ resolve4: "ETIMEOUT" }))).toBe(true);
    const silent: DomainResolver = {
      resolveMx: () => new Promise(() => undefined),
      resolve4: async () => [],
      resolve6: async () => [],
    };
    expect(await emailDomainExists("a@example.com", silent, 20)).toBe(true);
  });
});

describe("spamVerdict", () => {
  const clean: SpamInput = {
    honeypot: "",
    elapsedMs: undefined,
    message: "We need a payment gateway review.",
    repeat: false,
    emailDomainExists: true,
  };

  it("is not spam when no rule holds", () => {
    expect(spamVerdict(clean)).toEqual({ spam: false, reasons: [] });
  });

  it("names every rule that holds, and is spam with any", () => {
    expect(spamVerdict({ ...clean, honeypot: "x" })).toEqual({ spam: true, reasons: ["honeypot"] });
    expect(spamVerdict({ ...clean, repeat: true })).toEqual({ spam: true, reasons: ["repeat"] });
    expect(spamVerdict({ ...clean, emailDomainExists: false })).toEqual({
      spam: true,
      reasons: ["email-domain"],
    });
    expect(
      spamVerdict({
        ...clean,
        elapsedMs: "800",
        message: "http://a.example http://b.example http://c.example http://d.example",
      }),
    ).toEqual({
      spam: true,
      reasons: ["too-fast", "many-links", "only-links"],
    });
  });
});
