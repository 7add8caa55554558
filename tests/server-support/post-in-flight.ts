import { request as httpRequest } from "node:http";
import { FORM_TYPE, validFields } from "./http.ts";

/** The form posted with a broken address: the 400 answer page, rendered with the site's head. */
export const invalidBody = new URLSearchParams({ ...validFields, email: "broken" }).toString();

interface PostInFlight {
  /** Resolves once the headers and half the body are sent. */
  started: Promise<void>;
  /** Sends the rest; resolves with the answer's body. */
  finish(): Promise<string>;
}

/** A post sent in two parts: between them, it is in flight. */
export function postInTwoParts(baseUrl: string, body: string): PostInFlight {
  const url = new URL(baseUrl);
  const half = Math.floor(body.length / 2);
  const req = httpRequest({
    host: url.hostname,
    port: url.port,
    path: "/success.html",
    method: "POST",
    headers: { ...FORM_TYPE, "Content-Length": String(Buffer.byteLength(body)) },
    agent: false,
  });
  const answered = new Promise<string>((resolve, reject) => {
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
  const started = new Promise<void>((resolve) => req.write(body.slice(0, half), () => resolve()));
  return {
    started,
    finish: async () => {
      req.end(body.slice(half));
      return answered;
    },
  };
}
