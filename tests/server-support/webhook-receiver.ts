import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { Webhook } from "standardwebhooks";

/** One request as it arrived: its Standard Webhooks id and whether its signature held. */
export interface WebhookAttempt {
  webhookId: string | undefined;
  verified: boolean;
}

export interface WebhookReceiver {
  url: string;
  /** The secret this receiver verifies with, in the `whsec_` format: the server's WEBHOOK_SECRET. */
  secret: string;
  /** What the server's configuration names: this receiver's URL and secret. */
  config: { url: string; secret: string };
  /** Bodies of the requests answered with 2xx (signed, verified and past the failures). */
  delivered: unknown[];
  /** Every request in order, failed and unsigned ones included. */
  log: WebhookAttempt[];
  /** How many requests arrived, failed ones included. */
  attempts(): number;
  close(): Promise<void>;
}

const headerOf = (value: string | string[] | undefined): string =>
  Array.isArray(value) ? value.join(" ") : (value ?? "");

/**
 * A real HTTP endpoint that verifies each request as a receiver would, with
 * the `standardwebhooks` library: an unsigned or forged request gets 401.
 * It fails the first `failures` requests with 503.
 */
export function startWebhookReceiver(failures = 0): Promise<WebhookReceiver> {
  const secret = `whsec_${randomBytes(32).toString("base64")}`;
  const verifier = new Webhook(secret);
  const delivered: unknown[] = [];
  const log: WebhookAttempt[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const signed = {
        "webhook-id": headerOf(req.headers["webhook-id"]),
        "webhook-timestamp": headerOf(req.headers["webhook-timestamp"]),
        "webhook-signature": headerOf(req.headers["webhook-signature"]),
      };
      let payload: unknown;
      try {
        payload = verifier.verify(body, signed);
      } catch {
        payload = undefined;
      }
      const verified = payload !== undefined;
      log.push({ webhookId: signed["webhook-id"] || undefined, verified });
      if (log.length <= failures) {
        res.writeHead(503).end("try later");
        return;
      }
      if (!verified) {
        res.writeHead(401).end("bad signature");
        return;
      }
      delivered.push({
        contentType: req.headers["content-type"],
        webhookId: signed["webhook-id"],
        body: payload,
      });
      res.writeHead(204).end();
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      const url = `http://127.0.0.1:${port}/hooks/contact`;
      resolve({
        url,
        secret,
        config: { url, secret },
        delivered,
        log,
        attempts: () => log.length,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
