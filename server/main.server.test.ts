import { statSync } from "node:fs";
import { connect } from "node:net";
import { dirname, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeAll, expect, it } from "vitest";
import { describeEachBackend } from "../tests/server-support/backends.ts";
import { createFixtureSite } from "../tests/server-support/fixture-site.ts";
import { postForm, request, validFields } from "../tests/server-support/http.ts";
import {
  runSubmissionsCli,
  serverEnv,
  spawnServer,
  type ServerProcess,
} from "../tests/server-support/server-process.ts";
import { startSilentServer } from "../tests/server-support/silent-server.ts";
import { waitFor } from "../tests/server-support/wait-for.ts";

interface ListedLead {
  message: string;
}

describeEachBackend("the server process", (backend) => {
  let staticDir: string;
  const running: ServerProcess[] = [];
  beforeAll(async () => {
    staticDir = await createFixtureSite();
  });
  afterEach(() => {
    for (const server of running.splice(0)) server.child.kill("SIGKILL");
  });
  const spawnTracked = async (env: NodeJS.ProcessEnv) => {
    const server = await spawnServer(env);
    running.push(server);
    return server;
  };
  const storedMessages = async (env: NodeJS.ProcessEnv) => {
    const { stdout, code, stderr } = await runSubmissionsCli(env, ["list", "--json"]);
    expect(code, stderr).toBe(0);
    return (JSON.parse(stdout) as ListedLead[]).map((row) => row.message);
  };

  it("starts with no secret set: with SQLite it makes an owner-only key file beside the database; with PostgreSQL it refuses, saying why", async () => {
    const database = await backend.freshDatabase();
    const { SERVER_SECRET: _secret, ...env } = serverEnv(database, staticDir);
    if (database.kind === "sqlite") {
      const server = await spawnTracked(env);
      expect((await request(server.url, "/healthz")).status).toBe(200);
      const keyFile = join(dirname(database.file), "server-secret");
      expect(statSync(keyFile).mode & 0o777).toBe(0o600);
      return;
    }
    await expect(spawnServer(env)).rejects.toThrow(/SERVER_SECRET is required with DATABASE_URL/);
  });

  it("loses no post that got its 303 when killed with SIGKILL mid-stream", async () => {
    const env = serverEnv(await backend.freshDatabase(), staticDir);
    const server = await spawnTracked(env);
    const confirmed: string[] = [];
    let sending = true;
    let next = 0;
    const sender = async () => {
      while (sending) {
        const message = `crash-test post ${next++}`;
        try {
          const response = await postForm(server.url, { ...validFields, message });
          if (response.status === 303) confirmed.push(message);
        } catch {
          // The kill cuts connections; such a post was never confirmed.
        }
      }
    };
    const senders = Array.from({ length: 8 }, sender);
    await waitFor(() => confirmed.length >= 150, "150 confirmed posts", 60_000);
    server.child.kill("SIGKILL");
    sending = false;
    await Promise.all(senders);
    expect(await server.exitCode).toBeNull();

    const restarted = await spawnTracked(env);
    expect((await request(restarted.url, "/healthz")).status).toBe(200);
    const stored = new Set(await storedMessages(env));
    const lost = confirmed.filter((message) => !stored.has(message));
    expect(lost).toEqual([]);
    expect(stored.size).toBeGreaterThanOrEqual(confirmed.length);

    // The request log is JSON, one line per request, without what visitors wrote.
    const requestLines = server.lines.filter((line) => line.includes('"method"'));
    expect(requestLines.length).toBeGreaterThanOrEqual(confirmed.length);
    for (const line of requestLines) {
      expect(() => JSON.parse(line)).not.toThrow();
      expect(line).not.toContain("crash-test");
      expect(line).not.toContain(validFields.email);
    }
  });

  it("on SIGTERM stops accepting, finishes the post in flight, then exits", async () => {
    const env = serverEnv(await backend.freshDatabase(), staticDir);
    const server = await spawnTracked(env);
    const { hostname, port } = new URL(server.url);
    const body = new URLSearchParams({ ...validFields, message: "sent across a shutdown" }).toString();
    const half = Math.floor(body.length / 2);

    const socket = connect(Number(port), hostname);
    let answer = "";
    socket.setEncoding("utf8").on("data", (chunk: string) => {
      answer += chunk;
    });
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    socket.write(
      `POST /success.html HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
    );
    // "100 Continue" means the server holds this request: it is in flight.
    await waitFor(() => answer.includes("100 Continue"), "100 Continue");
    socket.write(body.slice(0, half));

    server.child.kill("SIGTERM");
    await waitFor(
      () => server.lines.some((line) => line.includes('"stopping"')),
      "the server to begin stopping",
    );
    await expect(request(server.url, "/healthz")).rejects.toThrow(/ECONNREFUSED/);

    socket.write(body.slice(half));
    await closed;
    expect(answer).toMatch(/HTTP\/1\.1 303 See Other/);
    expect(await server.exitCode).toBe(0);
    expect(server.lines.some((line) => line.includes('"stopped"'))).toBe(true);
    expect(await storedMessages(env)).toEqual(["sent across a shutdown"]);
  });

  it("on SIGTERM exits within seconds while a mail server hangs mid-send", async () => {
    const silent = await startSilentServer("220 mail.example ESMTP\r\n");
    try {
      const env = {
        ...serverEnv(await backend.freshDatabase(), staticDir),
        SMTP_URL: `smtp://127.0.0.1:${silent.port}`,
        NOTIFY_TO: "sales@dunecrest.example",
      };
      const server = await spawnTracked(env);
      expect((await postForm(server.url, validFields)).status).toBe(303);
      await waitFor(() => silent.connections() === 1, "the mail to hang");

      server.child.kill("SIGTERM");
      const exitCode = await Promise.race([server.exitCode, sleep(15_000).then(() => "still running")]);
      expect(exitCode).toBe(0);
      expect(server.lines.some((line) => line.includes('"notification-abandoned"'))).toBe(true);
    } finally {
      await silent.close();
    }
  });
});
