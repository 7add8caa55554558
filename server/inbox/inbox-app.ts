import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { clientAddress } from "../auth/client-address.ts";
import { CSRF_FIELD } from "../../app/server-pages/inbox/views.ts";
import { clearCookie, readCookie } from "../auth/inbox-cookies.ts";
import { expectedOrigin, isCrossSite, isHttps, isStartedHere, tokensMatch } from "../auth/request-origin.ts";
import { inboxJsonHeaders, inboxPageHeaders } from "../headers/response-headers.ts";
import { addAccountRoutes } from "./account-routes.ts";
import { formFields, formReadable } from "./form-fields.ts";
import { inboxBodyLimit } from "./inbox-body-limits.ts";
import {
  refuse,
  seeOther,
  viewerOf,
  type InboxContext,
  type InboxEnv,
  type InboxRouteAdder,
  type InboxServices,
} from "./inbox-context.ts";
import { addInsightsRoutes } from "./insights-routes.ts";
import { addListRoutes } from "./list-routes.ts";
import { addLeadRoutes } from "./lead-routes.ts";
import { addPasskeyRegisterRoutes, addPasskeySignInRoutes } from "./passkey-routes.ts";
import { addPeopleRoutes } from "./people-routes.ts";
import { addSignInRoutes, signInPage } from "./sign-in-routes.ts";

const isReadOnly = (method: string) => method === "GET" || method === "HEAD";

/**
 * A file the inbox hands out: every download it answers to a GET is named by
 * its type (the list's export.csv and export.json, and any to come), so the
 * download rule below holds for each. Downloads by POST (a person's data)
 * carry the session's token, which another site cannot read.
 */
const isDownload = (c: InboxContext) => isReadOnly(c.req.method) && /\.(csv|json)$/.test(c.req.path);

/** Downloads and the passkey script's calls are not pages: without a session they get 401, not the sign-in page. */
const isPageRequest = (c: InboxContext) => isReadOnly(c.req.method) && !isDownload(c);

/**
 * The leads inbox under /inbox. Every request learns its session first; every
 * state-changing one must come from this site (Origin) and carry the token
 * of its session, or of the sign-in form before there is one. Everything but
 * signing in (by password or passkey) needs a session. `extraRoutes` (the
 * editor's) are added after the inbox's own, behind the same checks.
 */
export function createInboxApp(
  services: InboxServices,
  extraRoutes: readonly InboxRouteAdder[] = [],
): Hono<InboxEnv> {
  const app = new Hono<InboxEnv>();

  /** 403 with a page that says why: another site or an expired form. */
  const forbidden = (c: InboxContext) => refuse(c);
  /** 400 with a page that says the form could not be read (a cut or malformed body): nothing was done. */
  const badRequest = (c: InboxContext) => {
    const session = c.get("session");
    return c.body(
      c.var.render({ page: "badRequest", viewer: session === null ? null : viewerOf(session) }),
      400,
      inboxPageHeaders(),
    );
  };
  /** 403 for an owner's action asked for by a member. */
  const ownersOnly = (c: InboxContext) => refuse(c, { ownersOnly: true });
  /** 403 for a download another site or a mail started, with the same download offered from the inbox's page. */
  const downloadElsewhere = (c: InboxContext) =>
    refuse(c, { download: c.req.path + new URL(c.req.url).search });

  // A declared length over the path's limit is refused from the headers; a longer chunked body once the limit has arrived. The rest is not read: the connection closes.
  const tooLarge = (c: InboxContext) =>
    c.body('{"error":"Too large."}', 413, { ...inboxJsonHeaders(), Connection: "close" });
  app.use(async (c, next) => bodyLimit({ maxSize: inboxBodyLimit(c.req.path), onError: tooLarge })(c, next));

  app.use(async (c, next) => {
    const https = isHttps(c.req.raw, services.trustProxyHops);
    c.set("https", https);
    c.set(
      "client",
      clientAddress(
        c.env.incoming.socket.remoteAddress,
        c.req.header("x-forwarded-for"),
        services.trustProxyHops,
      ),
    );
    const token = readCookie(c, "session", https);
    c.set(
      "session",
      token === undefined ? null : await services.sessions.authenticate(token, services.now()),
    );
    if (
      !isReadOnly(c.req.method) &&
      isCrossSite(c.req.raw, expectedOrigin(c.req.raw, services.siteOrigin, services.trustProxyHops))
    )
      return forbidden(c);
    if (!isReadOnly(c.req.method) && !(await formReadable(c))) return badRequest(c);
    return next();
  });

  addSignInRoutes(app, services);
  addPasskeySignInRoutes(app, services);

  app.use(async (c, next) => {
    const session = c.get("session");
    if (session === null) {
      const hadCookie = readCookie(c, "session", c.get("https")) !== undefined;
      // An ended session's cookie is worth nothing: it goes, so later visits are not told "expired" again.
      if (hadCookie) clearCookie(c, "session", c.get("https"));
      const next = c.req.path + new URL(c.req.url).search;
      if (isPageRequest(c))
        return seeOther(c, `/inbox?next=${encodeURIComponent(next)}${hadCookie ? "&notice=expired" : ""}`);
      // A browser's form post (an action after the session ended) gets the sign-in page, still with 401.
      if (c.req.header("accept")?.includes("text/html") === true) {
        return signInPage(c, services, { status: 401, ...(hadCookie ? { notice: "expired" as const } : {}) });
      }
      return c.body('{"error":"Sign in first."}', 401, inboxJsonHeaders());
    }
    if (!isReadOnly(c.req.method)) {
      const given = c.req.header("x-csrf-token") ?? (await formFields(c))[CSRF_FIELD];
      if (!tokensMatch(session.csrfToken, given)) return forbidden(c);
    }
    // A link elsewhere can start a download with the session's cookie (SameSite=Lax lets a navigation carry it): every lead, unasked.
    if (
      isDownload(c) &&
      !isStartedHere(c.req.raw, expectedOrigin(c.req.raw, services.siteOrigin, services.trustProxyHops))
    )
      return downloadElsewhere(c);
    return next();
  });

  const notFound = (c: InboxContext) => {
    const session = c.get("session");
    return c.body(
      c.var.render({ page: "notFound", viewer: session === null ? null : viewerOf(session) }),
      404,
      inboxPageHeaders(),
    );
  };
  addListRoutes(app, services, notFound, ownersOnly);
  addInsightsRoutes(app, services);
  addLeadRoutes(app, services, notFound);
  addPeopleRoutes(app, services, ownersOnly);
  addAccountRoutes(app, services);
  addPasskeyRegisterRoutes(app, services);
  for (const addRoutes of extraRoutes) addRoutes(app, { services, notFound });
  app.all("*", notFound);

  return app;
}
