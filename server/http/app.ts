import type { HttpBindings } from "@hono/node-server";
import { Hono } from "hono";
import { clientAddress } from "../auth/client-address.ts";
import { localeOfPath } from "../../app/lib/locale-paths.ts";
import { generatedPageHeaders, healthHeaders } from "../headers/response-headers.ts";
import { MAX_FORM_BYTES } from "../form/form-body.ts";
import { formPaths, type FormAnswer, type FormOutcome, type FormPost } from "../form/form-handler.ts";
import { inboxBodyLimit, isUnder } from "../inbox/inbox-body-limits.ts";
import type { InboxEnv } from "../inbox/inbox-context.ts";
import type { ServedSite, ServedSiteHolder } from "./served-site.ts";
import { elapsedMs, type Log } from "./request-log.ts";

const HEALTH_PATH = "/healthz";

const INBOX_PATH = "/inbox";

/** The requests the app answers; the server answers every other one from the static files. */
export function appAnswers(method: string, pathname: string): boolean {
  if (isUnder(pathname, INBOX_PATH)) return true;
  return method === "GET" || method === "HEAD" ? pathname === HEALTH_PATH : formPaths.has(pathname);
}

/** The most body bytes a request may send where it goes: the form's limit, the inbox's by path (its editor's are larger), or none (nothing there reads a body). */
export function bodyLimitFor(method: string, pathname: string): number | null {
  if (isUnder(pathname, INBOX_PATH)) return inboxBodyLimit(pathname);
  return method === "POST" && formPaths.has(pathname) ? MAX_FORM_BYTES : null;
}

export interface AppOptions {
  /** The site being served: each request is answered from the one current when it arrived. */
  served: ServedSiteHolder;
  /** The leads inbox, mounted at /inbox. */
  inbox: Hono<InboxEnv>;
  handleForm(post: FormPost): Promise<FormAnswer>;
  /** Throws unless a submission could be stored now (a read, a write and, for SQLite, its files). */
  ping(): Promise<void>;
  trustProxyHops: number;
  log: Log;
}

type AppEnv = {
  Bindings: HttpBindings;
  Variables: {
    served: ServedSite;
    render: InboxEnv["Variables"]["render"];
    pageTitle: InboxEnv["Variables"]["pageTitle"];
    outcome: FormOutcome;
    submissionId: number;
  };
};

export function createApp(options: AppOptions): Hono<AppEnv> {
  const { log } = options;
  const app = new Hono<AppEnv>();

  // Read once: a site replaced while the request runs does not change its answer half-way.
  app.use(async (c, next) => {
    const served = options.served.current();
    c.set("served", served);
    c.set("render", served.renderInboxPage);
    c.set("pageTitle", served.pageTitle);
    await next();
  });

  // The log line names the request and what became of it; never a field's content.
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    log({
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: elapsedMs(started),
      ...(c.get("outcome") === undefined ? {} : { form: c.get("outcome") }),
      ...(c.get("submissionId") === undefined ? {} : { submission: c.get("submissionId") }),
    });
  });

  app.onError((error, c) => {
    log({ event: "error", path: c.req.path, error: error.message });
    return c.body(
      c.var.served.answerPages[localeOfPath(c.req.path)].fixed.serverError,
      500,
      generatedPageHeaders(),
    );
  });

  app.get(HEALTH_PATH, async (c) => {
    try {
      await options.ping();
      return c.body('{"status":"ok"}', 200, healthHeaders());
    } catch {
      return c.body('{"status":"database unavailable"}', 503, healthHeaders());
    }
  });

  app.route(INBOX_PATH, options.inbox);

  for (const [path, locale] of formPaths) {
    app.post(path, async (c) => {
      const answer = await options.handleForm({
        request: c.req.raw,
        client: clientAddress(
          c.env.incoming.socket.remoteAddress,
          c.req.header("x-forwarded-for"),
          options.trustProxyHops,
        ),
        locale,
        pages: c.var.served.answerPages[locale],
        socketAddress: c.env.incoming.socket.remoteAddress,
      });
      c.set("outcome", answer.outcome);
      if (answer.submissionId !== undefined) c.set("submissionId", answer.submissionId);
      return answer.response;
    });

    app.all(path, (c) =>
      c.body(
        c.var.served.answerPages[locale].fixed.methodNotAllowed,
        405,
        generatedPageHeaders({ Allow: "GET, HEAD, POST" }),
      ),
    );
  }

  return app;
}
