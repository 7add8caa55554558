import { createServer } from "node:http";

export interface WebhookReceiver {
  url: string;
  /** Bodies of the requests answered with 2xx. */
  delivered: unknown[];
  /** How many requests arrived, failed ones included. */
  attempts(): number;
  close(): Promise<void>;
}

/** A real HTTP endpoint that fails the first `failures` requests with 503. */
export function startWebhookReceiver(failures = 0): Promise<WebhookReceiver> {
  const delivered: unknown[] = [];
  let attempts = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      attempts++;
      if (attempts <= failures) {
        res.writeHead(503).end("try later");
        return;
      }
      delivered.push({ contentType: req.headers["content-type"], body: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
      res.writeHead(204).end();
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}/hooks/contact`,
        delivered,
        attempts: () => attempts,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
