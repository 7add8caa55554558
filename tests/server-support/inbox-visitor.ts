import { parseHtml } from "./parse-html.ts";

/**
 * A browser in miniature: keeps the cookies the server sets, sends them back,
 * posts forms URL-encoded with its own Origin, says every request comes from
 * the inbox's own pages (Sec-Fetch-Site) unless told otherwise, and never
 * follows redirects.
 */
export class Visitor {
  private readonly jar = new Map<string, string>();
  private readonly base: string;
  /** The Origin a browser on the inbox's page sends with a post. */
  readonly origin: string;
  /** Sent with every request (a proxy's headers). */
  private readonly always: Readonly<Record<string, string>>;

  constructor(base: string, origin: string = base, always: Readonly<Record<string, string>> = {}) {
    this.base = base;
    this.origin = origin;
    this.always = always;
  }

  /** Another browser holding the same cookies right now; `always` moves it (another address). */
  copy(always: Readonly<Record<string, string>> = this.always): Visitor {
    const twin = new Visitor(this.base, this.origin, always);
    for (const [name, value] of this.jar) twin.jar.set(name, value);
    return twin;
  }

  cookieNames(): string[] {
    return [...this.jar.keys()];
  }

  cookieValue(name: string): string | undefined {
    return this.jar.get(name);
  }

  /** A cookie this browser did not get from the server (one made up or taken from another). */
  plant(name: string, value: string): void {
    this.jar.set(name, value);
  }

  async request(
    method: string,
    path: string,
    init: { body?: string | FormData; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    // An empty value leaves a header out (a browser without fetch metadata).
    const headers = new Headers(
      Object.entries({ "Sec-Fetch-Site": "same-origin", ...this.always, ...init.headers }).filter(
        ([, value]) => value !== "",
      ),
    );
    if (this.jar.size > 0)
      headers.set("cookie", [...this.jar].map(([name, value]) => `${name}=${value}`).join("; "));
    const response = await fetch(new URL(path, this.base), {
      method,
      headers,
      body: init.body ?? null,
      redirect: "manual",
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
      const split = pair.indexOf("=");
      const name = pair.slice(0, split);
      const value = pair.slice(split + 1);
      const gone = value === "" || attributes.some((attribute) => /^max-age=0$/i.test(attribute));
      if (gone) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return response;
  }

  get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.request("GET", path, { headers });
  }

  post(
    path: string,
    fields: Readonly<Record<string, string>>,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    return this.request("POST", path, {
      body: new URLSearchParams(fields).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: this.origin, ...headers },
    });
  }
}

/** The `_csrf` a page's (first) form carries. */
export function csrfIn(html: string): string {
  const value = parseHtml(html).querySelector<HTMLInputElement>('input[name="_csrf"]')?.value;
  if (value === undefined || value === "") throw new Error("The page has no _csrf field.");
  return value;
}

export const page = async (response: Response) => parseHtml(await response.text());
export const noticeOf = (document: Document) =>
  document.querySelector('[role="alert"], [role="status"]')?.textContent?.trim() ?? null;

export async function signIn(
  visitor: Visitor,
  email: string,
  password: string,
  next?: string,
): Promise<Response> {
  const form = await visitor.get(`/inbox${next === undefined ? "" : `?next=${encodeURIComponent(next)}`}`);
  const document = await page(form);
  const fields: Record<string, string> = {
    _csrf: csrfIn(document.documentElement.outerHTML),
    email,
    password,
  };
  const nextField = document.querySelector<HTMLInputElement>('input[name="next"]')?.value;
  if (nextField !== undefined) fields["next"] = nextField;
  return visitor.post("/inbox/sign-in", fields);
}
