import { connect, type Socket } from "node:net";
import { afterEach, beforeAll, expect, it } from "vitest";
import { answerPagesCopy } from "../../app/content/answer-pages.ts";
import { MAX_FORM_BYTES } from "../form/form-body.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { createFixtureSite } from "../../tests/server-support/fixture-site.ts";
import { validFields } from "../../tests/server-support/http.ts";
import { parseHtml } from "../../tests/server-support/parse-html.ts";
import { startTestServer, type TestServer } from "../../tests/server-support/test-server.ts";

const DECLARED = 5_000_000;

/** A client on a raw socket: what it sent, everything the server wrote back, and whether the server closed. */
class RawClient {
  private readonly socket: Socket;
  received = "";
  closed = false;

  private constructor(socket: Socket) {
    this.socket = socket;
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      this.received += chunk;
    });
    socket.on("close", () => {
      this.closed = true;
    });
    // A server that stops reading and closes may reset the connection under a write: that is its answer.
    socket.on("error", () => {});
  }

  static open(url: string): Promise<RawClient> {
    const { hostname, port } = new URL(url);
    return new Promise((resolve, reject) => {
      const socket = connect({ host: hostname, port: Number(port) }, () => resolve(new RawClient(socket)));
      socket.once("error", reject);
    });
  }

  write(data: string | Buffer): Promise<void> {
    return new Promise((resolve) => {
      if (this.socket.destroyed) resolve();
      else this.socket.write(data, () => resolve());
    });
  }

  /** Waits (at most `ms`) until the server's answer holds `text`, or it closed. */
  async until(predicate: () => boolean, ms = 5_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!predicate() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  statusLines(): string[] {
    return [...this.received.matchAll(/^HTTP\/1\.1 (\d{3})[^\r]*\r\n/gm)].map((match) => match[1] ?? "");
  }

  header(name: string): string | undefined {
    return new RegExp(`^${name}: ([^\\r]*)\\r$`, "im").exec(this.received)?.[1];
  }

  body(): string {
    return this.received.slice(this.received.indexOf("\r\n\r\n") + 4);
  }

  destroy(): void {
    this.socket.destroy();
  }
}

const head = (path: string, headers: Record<string, string>) =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("")}\r\n`;

const FORM = "application/x-www-form-urlencoded";

describeEachBackend("the body limit, enforced from the headers", (backend) => {
  let staticDir: string;
  const servers: TestServer[] = [];
  const clients: RawClient[] = [];
  beforeAll(async () => {
    staticDir = await createFixtureSite();
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) client.destroy();
    for (const server of servers.splice(0)) await server.stop();
  });
  const start = async () => {
    const server = await startTestServer({ staticDir, database: await backend.freshDatabase() });
    servers.push(server);
    return server;
  };
  const open = async (server: TestServer) => {
    const client = await RawClient.open(server.url);
    clients.push(client);
    return client;
  };

  it.each(["/success.html", "/ar/success.html", "/inbox/sign-in"])(
    "answers an upload announced with Expect: 100-continue and Content-Length 5,000,000 to %s with 413 from the headers, never 100 Continue",
    async (path) => {
      const server = await start();
      const client = await open(server);
      await client.write(
        head(path, { "Content-Type": FORM, "Content-Length": String(DECLARED), Expect: "100-continue" }),
      );
      await client.until(() => client.statusLines().length > 0 && client.closed);
      expect(client.statusLines()).toEqual(["413"]);
      expect(client.header("connection")?.toLowerCase()).toBe("close");
      expect(client.closed).toBe(true);
      expect(await server.store.list()).toEqual([]);
    },
  );

  it("still invites a post within the limit with 100 Continue, and takes it", async () => {
    const server = await start();
    const client = await open(server);
    const body = new URLSearchParams(validFields).toString();
    await client.write(
      head("/success.html", {
        "Content-Type": FORM,
        "Content-Length": String(Buffer.byteLength(body)),
        Expect: "100-continue",
      }),
    );
    await client.until(() => client.statusLines().length > 0);
    expect(client.statusLines()).toEqual(["100"]);
    await client.write(body);
    await client.until(() => client.statusLines().length > 1);
    expect(client.statusLines()).toEqual(["100", "303"]);
    expect(await server.store.list()).toHaveLength(1);
  });

  it("answers a post announced at 5,000,000 bytes with 413 once the limit has arrived, shows what arrived, and reads no further", async () => {
    const server = await start();
    const client = await open(server);
    const start_ = new URLSearchParams({ ...validFields, message: "" }).toString();
    await client.write(head("/success.html", { "Content-Type": FORM, "Content-Length": String(DECLARED) }));
    // The limit and a little more, then silence: the rest of the 5 MB is never sent.
    await client.write(`${start_}${"x".repeat(MAX_FORM_BYTES + 4096 - start_.length)}`);
    await client.until(() => client.statusLines().length > 0 && client.closed);
    expect(client.statusLines()).toEqual(["413"]);
    expect(client.header("connection")?.toLowerCase()).toBe("close");
    const page = parseHtml(client.body());
    expect(page.querySelector("h1")?.textContent).toBe(answerPagesCopy.en.tooLarge.heading);
    expect(page.querySelector<HTMLInputElement>("#contact-email")?.value).toBe(validFields["email"]);
    expect(page.querySelector("#contact-message")?.textContent?.length).toBeGreaterThan(MAX_FORM_BYTES / 2);
    // Closed: whatever else the client sends is not read.
    expect(client.closed).toBe(true);
    expect(await server.store.list()).toEqual([]);
  });

  it.each([
    ["/inbox/site/uploads/photo", DECLARED, "100"],
    ["/inbox/site/uploads/photo", 12 * 1024 * 1024, "413"],
    ["/inbox/site/team", 1024 * 1024, "100"],
    ["/inbox/site/team", DECLARED, "413"],
    ["/inbox/account/name", 65 * 1024, "413"],
  ])(
    "answers a post to %s announced at %i bytes with %s from the headers: the editor's forms and uploads have limits of their own",
    async (path, declared, status) => {
      const server = await start();
      const client = await open(server);
      await client.write(
        head(path, { "Content-Type": FORM, "Content-Length": String(declared), Expect: "100-continue" }),
      );
      await client.until(() => client.statusLines().length > 0);
      expect(client.statusLines()).toEqual([status]);
    },
  );

  it("answers an inbox post announced at 5,000,000 bytes with 413 and closes, without reading it", async () => {
    const server = await start();
    const client = await open(server);
    await client.write(head("/inbox/sign-in", { "Content-Type": FORM, "Content-Length": String(DECLARED) }));
    await client.write("email=a%40example.com&password=");
    await client.until(() => client.statusLines().length > 0 && client.closed);
    expect(client.statusLines()).toEqual(["413"]);
    expect(client.header("connection")?.toLowerCase()).toBe("close");
    expect(client.closed).toBe(true);
  });
});
