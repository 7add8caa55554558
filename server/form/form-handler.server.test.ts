import { brotliCompressSync, deflateSync, gzipSync } from "node:zlib";
import { afterEach, beforeAll, expect, it } from "vitest";
import { answerPagesCopy } from "../../app/content/answer-pages.ts";
import { contactMessages as localisedMessages } from "../../app/content/contact-form.ts";
import { contactLimits } from "../../app/lib/contact-rules.ts";

const contactMessages = localisedMessages.en;
import { MAX_FORM_BYTES } from "./form-body.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { createFixtureSite } from "../../tests/server-support/fixture-site.ts";
import { FORM_TYPE, postForm, request, validFields } from "../../tests/server-support/http.ts";
import { parseHtml } from "../../tests/server-support/parse-html.ts";
import { startTestServer, type TestServer } from "../../tests/server-support/test-server.ts";
import { openDatabase } from "../store/open-database.ts";
import type { ServerConfig } from "../config.ts";

describeEachBackend("the contact form post", (backend) => {
  let staticDir: string;
  const servers: TestServer[] = [];
  beforeAll(async () => {
    staticDir = await createFixtureSite();
  });
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop();
  });
  const start = async (config: Partial<ServerConfig> = {}) => {
    const server = await startTestServer({ staticDir, database: await backend.freshDatabase(), ...config });
    servers.push(server);
    return server;
  };

  it("stores a valid post, then sends the visitor on with 303", async () => {
    const server = await start();
    const response = await postForm(
      server.url,
      { ...validFields, fullName: "  Layla Haddad ", unknownField: "ignored" },
      { "User-Agent": "Mozilla/5.0 (test)" },
    );
    expect(response.status).toBe(303);
    expect(response.headers["location"]).toBe("/success.html");
    expect(response.headers["cache-control"]).toBe("no-store");
    const [stored] = await server.store.list();
    expect(stored).toMatchObject({
      fullName: "Layla Haddad",
      email: "layla@example.com",
      phone: "+971501234567",
      message: "We need a payment gateway integration review.",
      userAgent: "Mozilla/5.0 (test)",
      notificationState: "none",
    });
    expect(Date.now() - Date.parse(stored?.createdAt ?? "")).toBeLessThan(60_000);
    expect(stored?.createdAt).toMatch(/Z$/);
  });

  it("stores no phone for an empty field or the bare calling code", async () => {
    const server = await start();
    // Three messages: the same post again would be a double post, stored once.
    await postForm(server.url, { ...validFields, phone: "", message: "first" });
    await postForm(server.url, { ...validFields, phone: "+971", message: "second" });
    const { phone: _omitted, ...withoutPhone } = validFields;
    await postForm(server.url, { ...withoutPhone, message: "third" });
    expect((await server.store.list()).map((row) => row.phone)).toEqual([null, null, null]);
  });

  it("reads a number without + under the country the form posted (no JavaScript), and shows it with that code again", async () => {
    const server = await start();
    expect(
      (await postForm(server.url, { ...validFields, phoneCountry: "GB", phone: "07700 900123" })).status,
    ).toBe(303);
    expect(
      (await postForm(server.url, { ...validFields, phoneCountry: "ZZ", phone: "050 123 4567" })).status,
    ).toBe(303);
    expect((await server.store.list()).map((row) => row.phone)).toEqual(["+447700900123", "+971501234567"]);

    const invalid = await postForm(server.url, {
      ...validFields,
      email: "broken",
      phoneCountry: "GB",
      phone: "07700 900123",
    });
    expect(invalid.status).toBe(400);
    // The number comes back with its country code, and the answer page's country select on its country.
    expect(invalid.text).toContain('value="+44 7700 900123"');
    expect(invalid.text).toMatch(/<option value="GB" selected=""/);
  });

  it("stores a whole international number in E.164 whatever the select says: 00 read as +, or typed after the field's +971", async () => {
    const server = await start();
    const posts = [
      { phoneCountry: "US", phone: "00966 55 234 5678" },
      { phoneCountry: "AE", phone: "+971 00966 55 234 5678" },
      { phoneCountry: "GB", phone: "+971 +44 20 7946 0018" },
      // Possible but no valid Saudi number: kept as dialled, never read as another.
      { phoneCountry: "AE", phone: "+966 45 234 5678" },
    ];
    for (const [index, post] of posts.entries()) {
      expect(
        (await postForm(server.url, { ...validFields, ...post, message: `number ${index}` })).status,
      ).toBe(303);
    }
    expect((await server.store.list()).map((row) => row.phone).sort()).toEqual([
      "+442079460018",
      "+966452345678",
      "+966552345678",
      "+966552345678",
    ]);
  });

  it("accepts multipart/form-data and ignores uploaded files", async () => {
    const server = await start();
    const form = new FormData();
    for (const [name, value] of Object.entries(validFields)) form.append(name, value);
    form.append("attachment", new Blob(["%PDF-1.4"]), "brief.pdf");
    const encoded = new Request("http://localhost/", { method: "POST", body: form });
    const response = await request(server.url, "/success.html", {
      method: "POST",
      headers: { "Content-Type": encoded.headers.get("content-type") ?? "" },
      body: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(response.status).toBe(303);
    expect(await server.store.list()).toHaveLength(1);
  });

  it("stores a filled honeypot as spam, with a person's answer", async () => {
    const server = await start();
    const response = await postForm(server.url, { ...validFields, "bot-field": "http://spam.example" });
    expect(response.status).toBe(303);
    expect(response.headers["location"]).toBe("/success.html");
    expect(await server.store.list()).toMatchObject([
      { state: "spam", spamReasons: ["honeypot"], notificationState: "none" },
    ]);
    expect(server.logs.at(-1)).toMatchObject({ form: "spam", status: 303 });
  });

  it("gives an invalid post with the honeypot filled a person's answer and stores nothing", async () => {
    const server = await start();
    const response = await postForm(server.url, { ...validFields, email: "broken", "bot-field": "x" });
    expect(response.status).toBe(303);
    expect(response.headers["location"]).toBe("/success.html");
    expect(await server.store.list()).toEqual([]);
    expect(server.logs.at(-1)).toMatchObject({ form: "invalid-spam", status: 303 });
  });

  it("stores a post sent under 3 s after the page opened as spam; a slower one, or one without the field, as new", async () => {
    const server = await start();
    expect((await postForm(server.url, { ...validFields, elapsedMs: "500", message: "fast" })).status).toBe(
      303,
    );
    expect((await postForm(server.url, { ...validFields, elapsedMs: "4000", message: "slow" })).status).toBe(
      303,
    );
    expect((await postForm(server.url, { ...validFields, message: "no script" })).status).toBe(303);
    expect(
      (await postForm(server.url, { ...validFields, elapsedMs: "", message: "empty field" })).status,
    ).toBe(303);
    expect((await server.store.list()).map((row) => [row.message, row.state, row.spamReasons])).toEqual([
      ["fast", "spam", ["too-fast"]],
      ["slow", "new", []],
      ["no script", "new", []],
      ["empty field", "new", []],
    ]);
    expect(server.logs.map((entry) => entry["form"])).toEqual(["spam", "stored", "stored", "stored"]);
  });

  it("stores a message of links only, or of many, as spam with those reasons", async () => {
    const server = await start();
    await postForm(server.url, {
      ...validFields,
      message: "https://a.example http://b.example www.c.example https://d.example",
    });
    expect(await server.store.list()).toMatchObject([
      { state: "spam", spamReasons: ["many-links", "only-links"] },
    ]);
  });

  it("stores the same post twice within 10 minutes once, answering both with 303, also when they arrive together", async () => {
    const server = await start();
    expect((await postForm(server.url, validFields)).status).toBe(303);
    expect((await postForm(server.url, validFields)).status).toBe(303);
    const together = await Promise.all(
      [1, 2, 3].map(() => postForm(server.url, { ...validFields, message: "sent with a double click" })),
    );
    expect(together.map((response) => [response.status, response.headers["location"]])).toEqual(
      Array(3).fill([303, "/success.html"]),
    );
    expect((await server.store.list()).map((row) => [row.message, row.state])).toEqual([
      [validFields["message"], "new"],
      ["sent with a double click", "new"],
    ]);
    expect(server.logs.filter((entry) => entry["form"] === "duplicate")).toHaveLength(3);
  });

  it("stores the same email and message as one from an hour ago as spam, a repeat", async () => {
    const server = await start();
    await server.store.add({
      fullName: "Layla Haddad",
      email: "LAYLA@example.com",
      phone: null,
      message: "We need a payment gateway   integration review.",
      userAgent: null,
      createdAt: new Date(Date.now() - 60 * 60 * 1000),
      locale: "en",
      spamReasons: [],
    });
    expect((await postForm(server.url, validFields)).status).toBe(303);
    expect((await server.store.list()).map((row) => [row.state, row.spamReasons])).toEqual([
      ["new", []],
      ["spam", ["repeat"]],
    ]);
  });

  const long = (length: number) => "x".repeat(length);
  it.each([
    ["no name", { fullName: "" }, { fullName: contactMessages.fullNameMissing }],
    ["a name of spaces", { fullName: "   " }, { fullName: contactMessages.fullNameMissing }],
    ["a name over 200 characters", { fullName: long(201) }, { fullName: contactMessages.fullNameTooLong }],
    ["no email", { email: "" }, { email: contactMessages.emailMissing }],
    ["an email without @", { email: "layla.example.com" }, { email: contactMessages.emailInvalid }],
    ["an email without a domain dot", { email: "layla@example" }, { email: contactMessages.emailInvalid }],
    [
      "an email with spaces inside",
      { email: "layla haddad@example.com" },
      { email: contactMessages.emailInvalid },
    ],
    ["an email over 254 characters", { email: `${long(250)}@x.co` }, { email: contactMessages.emailTooLong }],
    [
      "an email that smuggles mail headers (?bcc=…&body=…), which no mail system delivers to",
      { email: "lead%40acme.example?bcc=spy%40evil.example&body=hello@example.org" },
      { email: contactMessages.emailUndeliverable },
    ],
    [
      "an email at an IP address",
      { email: "layla@192.168.1.10" },
      { email: contactMessages.emailUndeliverable },
    ],
    ["a phone too short", { phone: "+971 5" }, { phone: contactMessages.phoneInvalid }],
    ["a phone of letters", { phone: "call me" }, { phone: contactMessages.phoneInvalid }],
    ["a phone too long", { phone: "+971 50 123 4567 8901 2345" }, { phone: contactMessages.phoneInvalid }],
    ["no message", { message: "" }, { message: contactMessages.messageMissing }],
    ["a message of blank lines", { message: "\r\n \r\n" }, { message: contactMessages.messageMissing }],
    ["a message over 5,000 characters", { message: long(5001) }, { message: contactMessages.messageTooLong }],
    [
      "everything missing",
      { fullName: "", email: "", message: "" },
      {
        fullName: contactMessages.fullNameMissing,
        email: contactMessages.emailMissing,
        message: contactMessages.messageMissing,
      },
    ],
  ])("answers %s with 400, says what to fix and keeps what was typed", async (_case, change, errors) => {
    const server = await start();
    const fields: Record<string, string> = { ...validFields, ...change };
    const response = await postForm(server.url, fields);
    expect(response.status).toBe(400);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    for (const message of Object.values(errors))
      expect(response.text).toContain(message.replace(/&/g, "&amp;").replace(/'/g, "&#39;"));
    for (const field of ["fullName", "email", "phone", "message"] as const) {
      const invalid = field in errors;
      const id = {
        fullName: "contact-full-name",
        email: "contact-email",
        phone: "contact-phone",
        message: "contact-message",
      }[field];
      expect(response.text.includes(`aria-describedby="${id}-error"`), field).toBe(invalid);
    }
    expect(response.text).toContain(`value="${fields["fullName"]}"`);
    expect(response.text).toContain(`value="${fields["email"]?.replace(/&/g, "&amp;")}"`);
    expect(await server.store.list()).toEqual([]);
  });

  it("renders the answer page in the site's frame, with the same form, escaped and without scripts", async () => {
    const server = await start();
    const response = await postForm(server.url, {
      ...validFields,
      fullName: `<script>alert("x")</script>`,
      email: "not-an-email",
      message: `Tom & Jerry's "quote" </textarea><img src=x onerror=alert(1)>`,
    });
    const page = parseHtml(response.text);
    expect(response.status).toBe(400);
    expect(page.title).toBe("Please check your message | Dunecrest Digital");
    // The site's own stylesheet and fonts, read from its prerendered contact page.
    expect(page.querySelector('link[rel="stylesheet"]')?.getAttribute("href")).toBe(
      "/assets/root-Bx7k2q.css",
    );
    expect(page.querySelector("header nav a")).not.toBeNull();
    expect(page.querySelector("footer")).not.toBeNull();
    expect(page.querySelector("main#main h1")?.textContent).toBe(answerPagesCopy.en.invalid.heading);
    expect(page.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect(page.querySelectorAll("script")).toHaveLength(0);
    expect(page.querySelector('link[rel="modulepreload"]')).toBeNull();
    // The phone field's flag is the page's only image: nothing the visitor sent became markup.
    expect([...page.querySelectorAll("img")].map((image) => image.getAttribute("src"))).toEqual([
      "/flags/3x2/AE.svg",
    ]);
    expect(page.querySelector<HTMLInputElement>("#contact-full-name")?.value).toBe(
      `<script>alert("x")</script>`,
    );
    expect(page.querySelector("#contact-message")?.textContent).toBe(
      `Tom & Jerry's "quote" </textarea><img src=x onerror=alert(1)>`,
    );

    const form = page.querySelector("form");
    expect(form?.getAttribute("name")).toBe("contact");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/success.html");
    expect(form?.getAttribute("data-netlify")).toBe("true");
    expect(form?.getAttribute("data-netlify-honeypot")).toBe("bot-field");
    expect(page.querySelector<HTMLInputElement>('input[type="hidden"][name="form-name"]')?.value).toBe(
      "contact",
    );
    expect(page.querySelector<HTMLInputElement>('input[name="bot-field"]')?.value).toBe("");
    expect(page.querySelector('textarea[name="message"]')?.getAttribute("rows")).toBe("6");
    for (const [name, id] of [
      ["fullName", "contact-full-name"],
      ["email", "contact-email"],
      ["phone", "contact-phone"],
      ["message", "contact-message"],
    ] as const) {
      expect(page.querySelector(`label[for="${id}"]`)).not.toBeNull();
      expect(page.getElementById(id)?.getAttribute("name")).toBe(name);
    }
    // The summary links to the field to correct, which is marked and described by its message.
    const summaryLink = page.querySelector('#form-errors a[href="#contact-email"]');
    expect(summaryLink?.textContent).toBe(contactMessages.emailInvalid);
    const email = page.getElementById("contact-email");
    expect(email?.getAttribute("aria-invalid")).toBe("true");
    expect(page.getElementById(String(email?.getAttribute("aria-describedby")))?.textContent).toBe(
      contactMessages.emailInvalid,
    );
  });

  it.each([
    ["text/plain", "form-name=contact"],
    ["application/json", JSON.stringify(validFields)],
  ])("refuses a %s body with 415", async (type, body) => {
    const server = await start();
    const response = await request(server.url, "/success.html", {
      method: "POST",
      headers: { "Content-Type": type },
      body,
    });
    expect(response.status).toBe(415);
    expect(response.text).toContain(answerPagesCopy.en.unsupportedType.heading);
    expect(await server.store.list()).toEqual([]);
  });

  it.each([
    ["gzip", gzipSync],
    ["deflate", deflateSync],
    ["br", brotliCompressSync],
  ])("refuses a %s-compressed body with 415 and a page that says why", async (coding, compress) => {
    const server = await start();
    const response = await request(server.url, "/success.html", {
      method: "POST",
      headers: { ...FORM_TYPE, "Content-Encoding": coding },
      body: compress(new URLSearchParams(validFields).toString()),
    });
    expect(response.status).toBe(415);
    expect(response.headers["accept-encoding"]).toBe("identity");
    expect(response.text).toContain(answerPagesCopy.en.unsupportedEncoding.heading);
    expect(server.logs.at(-1)).toMatchObject({ form: "unsupported-encoding", status: 415 });
    expect(await server.store.list()).toEqual([]);
  });

  it.each([
    [
      "a multipart body cut off",
      "multipart/form-data; boundary=----cut",
      '------cut\r\nContent-Disposition: form-data; name="form-name"\r\n\r\ncontact',
    ],
    ["a multipart body without its boundary", "multipart/form-data", "form-name=contact"],
  ])(
    "answers %s with a 400 page that says it could not be read, and stores nothing",
    async (_case, type, body) => {
      const server = await start();
      const response = await request(server.url, "/success.html", {
        method: "POST",
        headers: { "Content-Type": type },
        body,
      });
      expect(response.status).toBe(400);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(parseHtml(response.text).querySelector("h1")?.textContent).toBe(
        answerPagesCopy.en.unsupportedType.heading,
      );
      expect(server.logs.at(-1)).toMatchObject({ form: "malformed", status: 400 });
      expect(await server.store.list()).toEqual([]);
    },
  );

  it("reads a body declared as identity-encoded", async () => {
    const server = await start();
    expect((await postForm(server.url, validFields, { "Content-Encoding": "identity" })).status).toBe(303);
  });

  it("refuses a post without a content type with 415", async () => {
    const server = await start();
    expect(
      (await request(server.url, "/success.html", { method: "POST", body: "form-name=contact" })).status,
    ).toBe(415);
  });

  /** `count` characters (UTF-16 code units, as the rules and the browser's maxlength count them) of `unit` repeated. */
  const textOf = (unit: string, count: number) => unit.repeat(Math.ceil(count / unit.length)).slice(0, count);
  const hindi = "नमस्ते दुनिया, हम एक भुगतान प्रणाली बना रहे हैं।";
  const chinese = "我们需要一个支付网关集成审查。";

  it.each([
    ["5,000 characters of Hindi, under a 200-character Hindi name", textOf(hindi, 200), textOf(hindi, 5000)],
    ["3,700 characters of Chinese", "李华", textOf(chinese, 3700)],
    ["5,000 characters of Chinese with line breaks", "李华", textOf(`${chinese}\r\n`, 5000)],
    ["2,500 emoji (two units each, the most the rules allow)", "Layla", textOf("😀🚀", 5000)],
  ])("stores %s, whatever its percent-encoded size", async (_case, fullName, message) => {
    const server = await start();
    const response = await postForm(server.url, { ...validFields, fullName, message });
    expect(response.status).toBe(303);
    const [stored] = await server.store.list();
    expect(stored?.fullName).toBe(fullName);
    expect(stored?.message).toBe(message.replace(/\r\n/g, "\n"));
  });

  it("counts an emoji as two characters, as the browser's maxlength does", async () => {
    const server = await start();
    const response = await postForm(server.url, { ...validFields, message: textOf("😀", 5002) });
    expect(response.status).toBe(400);
    expect(response.text).toContain(contactMessages.messageTooLong);
  });

  it.each([
    ["a declared length", {}],
    ["a chunked body", { "Transfer-Encoding": "chunked" }],
  ])(
    "refuses a body over the limit with 413 and keeps the part that arrived, with %s",
    async (_case, headers) => {
      const server = await start();
      const message = textOf(chinese, 7000);
      const body = new URLSearchParams({ ...validFields, message }).toString();
      expect(body.length).toBeGreaterThan(MAX_FORM_BYTES);
      const response = await request(server.url, "/success.html", {
        method: "POST",
        headers: { ...FORM_TYPE, ...headers },
        body,
      });
      expect(response.status).toBe(413);
      const page = parseHtml(response.text);
      expect(page.querySelector("h1")?.textContent).toBe(answerPagesCopy.en.tooLarge.heading);
      expect(page.querySelector("#form-errors")?.textContent).toContain(contactMessages.messageTooLong);
      expect(page.querySelector<HTMLInputElement>("#contact-full-name")?.value).toBe(validFields["fullName"]);
      expect(page.querySelector<HTMLInputElement>("#contact-email")?.value).toBe(validFields["email"]);
      const kept = page.querySelector("#contact-message")?.textContent ?? "";
      expect(kept.length).toBeGreaterThan(contactLimits.message.max / 2);
      expect(message.startsWith(kept)).toBe(true);
      expect(await server.store.list()).toEqual([]);
    },
  );

  it("answers an unknown or missing form-name with 404", async () => {
    const server = await start();
    expect((await postForm(server.url, { ...validFields, "form-name": "newsletter" })).status).toBe(404);
    const { "form-name": _omitted, ...withoutName } = validFields;
    const response = await postForm(server.url, withoutName);
    expect(response.status).toBe(404);
    expect(response.text).toContain(answerPagesCopy.en.unknownForm.heading);
    expect(await server.store.list()).toEqual([]);
  });

  it("answers other methods on the form path with 405, while GET and HEAD still serve the page", async () => {
    const server = await start();
    for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const response = await request(server.url, "/success.html", { method });
      expect(response.status, method).toBe(405);
      expect(response.headers["allow"]).toBe("GET, HEAD, POST");
    }
    const get = await request(server.url, "/success.html");
    expect(get.status).toBe(200);
    expect(get.text).toContain("Thank you");
    expect((await request(server.url, "/success.html", { method: "HEAD" })).status).toBe(200);
  });

  it("limits posts per client with 429, Retry-After and the form kept", async () => {
    const server = await start({ formRateLimit: 2 });
    expect((await postForm(server.url, validFields)).status).toBe(303);
    expect((await postForm(server.url, { ...validFields, message: "second try" })).status).toBe(303);
    const limited = await postForm(server.url, { ...validFields, message: "third try" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.text).toContain(answerPagesCopy.en.rateLimited.heading);
    expect(limited.text).toContain("third try</textarea>");
    expect(await server.store.list()).toHaveLength(2);
    // Without TRUST_PROXY a client cannot dodge the limit by claiming another address.
    expect((await postForm(server.url, validFields, { "X-Forwarded-For": "203.0.113.9" })).status).toBe(429);
  });

  it("with TRUST_PROXY, limits each forwarded client on its own", async () => {
    const server = await start({ formRateLimit: 1, trustProxyHops: 1 });
    expect((await postForm(server.url, validFields, { "X-Forwarded-For": "203.0.113.1" })).status).toBe(303);
    expect((await postForm(server.url, validFields, { "X-Forwarded-For": "203.0.113.1" })).status).toBe(429);
    expect(
      (await postForm(server.url, validFields, { "X-Forwarded-For": "198.51.100.7, 203.0.113.2" })).status,
    ).toBe(303);
  });

  it("turns the limit off with 0", async () => {
    const server = await start({ formRateLimit: 0 });
    for (let i = 0; i < 8; i++) expect((await postForm(server.url, validFields)).status).toBe(303);
  });

  it("lets a post through when its limit cannot be counted, and logs why", async () => {
    const database = await backend.freshDatabase();
    const server = await start({ database, formRateLimit: 5 });
    const other = openDatabase(database);
    try {
      await other.db.schema.dropTable("throttles").execute();
    } finally {
      await other.close();
    }
    expect(
      (await postForm(server.url, { ...validFields, message: "while the counter is gone" })).status,
    ).toBe(303);
    expect((await server.store.list()).map((row) => row.message)).toEqual(["while the counter is gone"]);
    expect(server.logs.find((entry) => entry.event === "store-error")?.["error"]).toMatch(/throttles/);
  });

  it("logs each post as one JSON line without the visitor's text or address", async () => {
    const server = await start();
    await postForm(server.url, { ...validFields, message: "secret project codename Falcon" });
    await postForm(server.url, { ...validFields, email: "broken" });
    const lines = server.logs.map((entry) => JSON.stringify(entry));
    expect(server.logs.slice(-2)).toMatchObject([
      { method: "POST", path: "/success.html", status: 303, form: "stored" },
      { method: "POST", path: "/success.html", status: 400, form: "invalid" },
    ]);
    for (const line of lines) {
      expect(line).not.toContain("Falcon");
      expect(line).not.toContain("layla@example.com");
      expect(line).not.toContain("broken");
    }
  });
  it("stores a post from an Arabic page and sends the visitor on to the Arabic success page", async () => {
    const server = await start();
    const response = await postForm(server.url, validFields, {}, "/ar/success.html");
    expect(response.status).toBe(303);
    expect(response.headers["location"]).toBe("/ar/success.html");
    const [stored] = await server.store.list();
    expect(stored).toMatchObject({ fullName: "Layla Haddad", email: "layla@example.com" });
  });

  it("answers an Arabic post that needs a change in Arabic, right to left, with the Arabic form", async () => {
    const server = await start();
    const response = await postForm(server.url, { ...validFields, email: "nobody" }, {}, "/ar/success.html");
    expect(response.status).toBe(400);
    expect(response.text).toContain('<html lang="ar" dir="rtl">');
    expect(response.text).toContain(answerPagesCopy.ar.invalid.heading);
    expect(response.text).toContain(answerPagesCopy.ar.errorSummaryHeading);
    expect(response.text).toContain(localisedMessages.ar.emailInvalid);
    expect(response.text).toContain('action="/ar/success.html"');
    expect(response.text).not.toContain(contactMessages.emailInvalid);
    expect(await server.store.list()).toEqual([]);
  });

  it("answers other methods on the Arabic success page with 405 in Arabic", async () => {
    const server = await start();
    const response = await request(server.url, "/ar/success.html", { method: "PUT" });
    expect(response.status).toBe(405);
    expect(response.text).toContain(answerPagesCopy.ar.methodNotAllowed.heading);
  });
});
