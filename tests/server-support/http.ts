import { request as httpRequest } from "node:http";

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/**
 * A plain HTTP/1.1 request that sends the path exactly as given (fetch would
 * normalise "/../") and hands back the bytes as sent (fetch would decompress).
 */
export function request(baseUrl: string, path: string, options: RawRequest = {}): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: options.method ?? "GET",
        headers: options.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString("utf8") });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

export const FORM_TYPE = { "Content-Type": "application/x-www-form-urlencoded" };

export const validFields: Readonly<Record<string, string>> = {
  "form-name": "contact",
  "bot-field": "",
  fullName: "Layla Haddad",
  email: "layla@example.com",
  phone: "+971 50 123 4567",
  message: "We need a payment gateway integration review.",
};

/** Posts the contact form URL-encoded, as a browser does. */
export function postForm(
  baseUrl: string,
  fields: Readonly<Record<string, string>>,
  headers: Record<string, string> = {},
  path = "/success.html",
) {
  return request(baseUrl, path, {
    method: "POST",
    headers: { ...FORM_TYPE, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}
