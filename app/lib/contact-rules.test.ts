import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Rolldown } from "vite";
import type { CountryCode } from "libphonenumber-js";
import { describe, expect, it } from "vitest";
import {
  DELIVERABLE_EMAIL_PATTERN,
  internationalNumber,
  isDeliverableEmail,
  isEmailAddress,
  normalisePhone,
  phoneCheck,
  phoneCountryOf,
  phoneWithCountryCode,
  validateContact,
} from "./contact-rules.ts";

const valid = {
  fullName: "Layla Haddad",
  email: "layla@example.com",
  phone: "+971 50 123 4567",
  message: "Hello",
};

describe("phone normalisation", () => {
  it.each([
    ["", null],
    ["   ", null],
    ["+971", null],
    [" +971 ", null],
    ["+1", null],
    ["+44", null],
    ["+971 50 123 4567", "+971501234567"],
    ["+971501234567", "+971501234567"],
    ["+971-50-123-4567", "+971501234567"],
    ["050 123 4567", "+971501234567"],
    ["+1 (415) 555-2671", "+14155552671"],
    ["+44 20 7946 0958", "+442079460958"],
  ])("%j → %s", (input, expected) => {
    expect(normalisePhone(input)).toEqual({ ok: true, phone: expected });
  });

  it.each([
    "+971 5",
    "12",
    "+",
    "+9",
    "call me",
    "abc +971501234567",
    "+971 50 123 4567 8901 2345",
    "+".padEnd(300, "1"),
  ])("rejects %j", (input) => {
    expect(normalisePhone(input)).toEqual({ ok: false });
  });
});

describe("a whole international number", () => {
  it.each<[string, CountryCode]>([
    ["00966552345678", "US"],
    ["00 966 55 234 5678", "GB"],
    ["+971 00966 55 234 5678", "AE"],
    ["+971 +966 55 234 5678", "GB"],
    ["+971+966552345678", "AE"],
  ])("%j under %s is the Saudi number it dials, 00 read as +", (input, country) => {
    expect(normalisePhone(input, country)).toEqual({ ok: true, phone: "+966552345678" });
  });

  it("keeps a possible number that is no valid one of its country as it is, never another number", () => {
    expect(normalisePhone("+971 966552345678")).toEqual({ ok: true, phone: "+971966552345678" });
    expect(normalisePhone("+966 45 234 5678", "AE")).toEqual({ ok: true, phone: "+966452345678" });
  });

  it.each(["00966 55 abc", "+971 00966 call me", "00"])("refuses %j, which is no number", (input) => {
    expect(normalisePhone(input)).toEqual({ ok: false });
  });

  it.each([
    ["+966 55 234 5678", "+966552345678"],
    [" 00966 (55) 234-5678", "+966552345678"],
    ["+", "+"],
    ["0501234567", undefined],
    ["+966 55 letters", undefined],
  ])("reads %j as %j", (text, expected) => {
    expect(internationalNumber(text)).toBe(expected);
  });
});

describe("what the inbox says of a stored number", () => {
  it("says nothing of a valid one", () => {
    expect(phoneCheck("+966552345678")).toEqual({ valid: true });
  });

  it("names the country a number is not valid for, or only its calling code when several countries share it", () => {
    expect(phoneCheck("+966452345678")).toEqual({ valid: false, country: "SA", callingCode: "966" });
    expect(phoneCheck("+971966552345678")).toEqual({ valid: false, country: "AE", callingCode: "971" });
    expect(phoneCheck("+4412345")).toEqual({ valid: false, country: undefined, callingCode: "44" });
  });
});

describe("the chosen phone country", () => {
  it.each([
    ["GB", "GB"],
    [" gb ", "GB"],
    ["AE", "AE"],
    ["ZZ", null],
    ["XX", null],
    ["", null],
    [undefined, null],
    ["GBR", null],
  ])("%j → %s", (posted, expected) => {
    expect(phoneCountryOf(posted)).toBe(expected);
  });

  it("reads a number without + as one of that country", () => {
    expect(normalisePhone("07700 900123", "GB")).toEqual({ ok: true, phone: "+447700900123" });
    expect(normalisePhone("(415) 555-2671", "US")).toEqual({ ok: true, phone: "+14155552671" });
  });

  it("leaves a number with + to its own calling code", () => {
    expect(normalisePhone("+971 50 123 4567", "GB")).toEqual({ ok: true, phone: "+971501234567" });
  });

  it.each([
    ["07700 900123", "GB", "+44 7700 900123"],
    ["050 123 4567", undefined, "050 123 4567"],
    ["050 123 4567", "ZZ", "050 123 4567"],
    ["+971 50 123 4567", "GB", "+971 50 123 4567"],
    ["+971 07700 900123", "GB", "+44 7700 900123"],
    ["call me", "GB", "call me"],
    ["", "GB", ""],
  ])("shows %j chosen under %j again as %j", (input, country, expected) => {
    expect(phoneWithCountryCode(input, country)).toBe(expected);
  });
});

describe("email addresses", () => {
  it.each(["a@example.com", "first.last+tag@sub.example.co.uk", "o'brien@example.ie", "x@b.ae"])(
    "accepts %s",
    (email) => {
      expect(isEmailAddress(email)).toBe(true);
    },
  );
  it.each([
    "",
    "plain",
    "a@b",
    "a@@example.com",
    "a b@example.com",
    "a@example..com",
    "@example.com",
    "a@.com",
    "a@example.com.",
  ])("rejects %j", (email) => {
    expect(isEmailAddress(email)).toBe(false);
  });
});

describe("addresses mail is delivered to", () => {
  const hostile = "lead%40acme.example?bcc=spy%40evil.example&body=hello@example.org";
  const deliverable = [
    "a@example.com",
    "first.last+tag@sub.example.co.uk",
    "o'brien@example.ie",
    "x@b.ae",
    "user_name-1@xn--mgbh0fb.xn--mgbaam7a8h",
    `${"l".repeat(64)}@example.com`,
  ];
  const undeliverable = [
    hostile,
    "a%b@example.com",
    "who?@example.com",
    "tom&jerry@example.com",
    "a/b@example.com",
    "host!user@example.com",
    "a#b@example.com",
    ".a@example.com",
    "a.@example.com",
    "a..b@example.com",
    `${"l".repeat(65)}@example.com`,
    "a@1.2.3.4",
    "a@-example.com",
    "a@example-.com",
    `a@${"d".repeat(64)}.com`,
  ];

  it.each(deliverable)("accepts %s", (email) => {
    expect(isEmailAddress(email) && isDeliverableEmail(email)).toBe(true);
  });

  it.each(undeliverable)("refuses %j", (email) => {
    expect(isDeliverableEmail(email)).toBe(false);
  });

  it("is the same rule in the browser: the field's pattern, matched whole with the v flag", () => {
    const asTheBrowserReadsIt = new RegExp(`^(?:${DELIVERABLE_EMAIL_PATTERN})$`, "v");
    for (const email of deliverable) expect(asTheBrowserReadsIt.test(email), email).toBe(true);
    for (const email of undeliverable) expect(asTheBrowserReadsIt.test(email), email).toBe(false);
  });

  it("gives the form the message to correct it", () => {
    expect(validateContact({ ...valid, email: hostile })).toEqual({
      success: false,
      errors: { email: "emailUndeliverable" },
    });
  });
});

describe("validateContact", () => {
  it("trims, normalises and drops unknown fields", () => {
    expect(
      validateContact({
        ...valid,
        fullName: "  Layla\r\nHaddad  ",
        email: " layla@example.com ",
        message: " Hi\r\nthere \u0000",
        extra: "x",
      }),
    ).toEqual({
      success: true,
      submission: {
        fullName: "Layla Haddad",
        email: "layla@example.com",
        phone: "+971501234567",
        message: "Hi\nthere",
      },
    });
  });

  it("reads the phone under the posted country, and under AE when that is missing or unknown", () => {
    const phoneOf = (fields: Record<string, string>) => {
      const result = validateContact({ ...valid, ...fields });
      return result.success ? result.submission.phone : result.errors;
    };
    expect(phoneOf({ phone: "07700 900123", phoneCountry: "GB" })).toBe("+447700900123");
    expect(phoneOf({ phone: "050 123 4567" })).toBe("+971501234567");
    expect(phoneOf({ phone: "050 123 4567", phoneCountry: "not a country" })).toBe("+971501234567");
    expect(phoneOf({ phone: "12", phoneCountry: "GB" })).toEqual({ phone: "phoneInvalid" });
  });

  it("reads a number typed after the field's starting +971 under another chosen country (the form without JavaScript)", () => {
    const phoneOf = (fields: Record<string, string>) => {
      const result = validateContact({ ...valid, ...fields });
      return result.success ? result.submission.phone : result.errors;
    };
    expect(phoneOf({ phone: "+971 07700 900123", phoneCountry: "GB" })).toBe("+447700900123");
    expect(phoneOf({ phone: "+9717700900123", phoneCountry: "GB" })).toBe("+447700900123");
    expect(phoneOf({ phone: "+971 (212) 555-0123", phoneCountry: "US" })).toBe("+12125550123");
    // A UAE number stays one, whatever the select says, when it is no valid number of the chosen country.
    expect(phoneOf({ phone: "+971 50 123 4567", phoneCountry: "GB" })).toBe("+971501234567");
    expect(phoneOf({ phone: "+971 50 123 4567", phoneCountry: "AE" })).toBe("+971501234567");
  });

  it("reports every field at once, the phone among them", () => {
    expect(validateContact({ phone: "12" })).toEqual({
      success: false,
      errors: {
        fullName: "fullNameMissing",
        email: "emailMissing",
        phone: "phoneInvalid",
        message: "messageMissing",
      },
    });
  });

  it("treats missing fields as empty", () => {
    expect(validateContact({})).toEqual({
      success: false,
      errors: {
        fullName: "fullNameMissing",
        email: "emailMissing",
        message: "messageMissing",
      },
    });
  });

  it("accepts the limits exactly and counts a CRLF line break as one character", () => {
    const message = `${"x".repeat(2499)}\r\n${"y".repeat(2500)}`;
    const result = validateContact({ ...valid, fullName: "n".repeat(200), message });
    expect(result.success).toBe(true);
  });

  it.each([
    [{ fullName: "n".repeat(201) }, "fullName", "fullNameTooLong"],
    [{ email: `${"e".repeat(246)}@example.com` }, "email", "emailTooLong"],
    [{ email: "nobody" }, "email", "emailInvalid"],
    [{ phone: "12" }, "phone", "phoneInvalid"],
    [{ message: "m".repeat(5001) }, "message", "messageTooLong"],
    [{ message: " \n\t " }, "message", "messageMissing"],
  ])("reports %j", (change, field, message) => {
    expect(validateContact({ ...valid, ...change })).toEqual({
      success: false,
      errors: { [field]: message },
    });
  });
});

describe("bundling", () => {
  const rules = fileURLToPath(new URL("./contact-rules.ts", import.meta.url));

  async function bundle(source: string): Promise<string> {
    const dir = mkdtempSync(join(tmpdir(), "dunecrest-rules-bundle-"));
    try {
      const entry = join(dir, "entry.ts");
      writeFileSync(entry, source);
      const output = (await build({
        configFile: false,
        root: dir,
        logLevel: "silent",
        build: { write: false, minify: false, lib: { entry, formats: ["es"], fileName: "entry" } },
      })) as Rolldown.RolldownOutput[];
      return output
        .flatMap((result) => result.output)
        .map((chunk) => ("code" in chunk ? chunk.code : ""))
        .join("\n");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  const serverOnly = /rfcEmail|parsePhoneNumber|countryCallingCodes/;

  it("leaves valibot and the phone metadata out of a page that imports only the constants", async () => {
    const code = await bundle(
      `import { CONTACT_FORM_NAME, HONEYPOT_FIELD, DEFAULT_PHONE_PREFIX, MESSAGE_ROWS, contactLimits } from ${JSON.stringify(rules)};\n` +
        "console.log(CONTACT_FORM_NAME, HONEYPOT_FIELD, DEFAULT_PHONE_PREFIX, MESSAGE_ROWS, contactLimits.message.max);\n",
    );
    expect(code).toContain("bot-field");
    expect(code.length).toBeLessThan(2_000);
    expect(code).not.toMatch(serverOnly);
  }, 60_000);

  it("does bundle them for code that validates (so the check above can fail)", async () => {
    const code = await bundle(
      `import { validateContact } from ${JSON.stringify(rules)};\nconsole.log(validateContact({}));\n`,
    );
    expect(code).toMatch(serverOnly);
  }, 60_000);
});
