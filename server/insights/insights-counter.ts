import { isbot } from "isbot";
import { localeOfPath } from "../../app/lib/locale-paths.ts";
import { dubaiDay, dubaiDayStart } from "../../app/lib/dubai-time.ts";
import {
  FIRST_VIEWS_PER_CLIENT_CAP,
  campaignLabel,
  cutVisitorValue,
  type DeviceClass,
  type FirstView,
  type InsightsDimension,
} from "../../app/lib/insights.ts";
import { clientAddress, throttleGroup } from "../auth/client-address.ts";
import type { InsightsStore, ViewCount, VisitorFirstView } from "../store/insights-store.ts";
import { deviceClassOf } from "./device-class.ts";
import { countedPath, referrerHostOf, utmOf, type SeenRequest } from "./page-view.ts";
import { daySecret, visitorHash } from "./visitor-hash.ts";
import { VisitorHashes } from "./visitor-hashes.ts";

/** The client as the form post sees it, to find the visit that brought it. */
export interface VisitorKey {
  socketAddress: string | undefined;
  forwardedFor: string | undefined;
  userAgent: string | undefined;
  host: string | undefined;
}

export interface InsightsCounter {
  /**
   * Counts an answered request if it is a page view or a not-found answer; never waits and never writes.
   * The company's own browsing is left out before it gets here (counting-thread.ts).
   */
  seen(request: SeenRequest): void;
  /** The visitor's first view of today, or null when none was counted (or attribution is off). */
  firstViewOf(visitor: VisitorKey): Promise<FirstView | null>;
  /** Writes what was counted since the last flush, in one transaction. */
  flush(): Promise<void>;
  /** Stops the timer and flushes what is left. */
  stop(): Promise<void>;
}

export interface InsightsCounterOptions {
  store: InsightsStore;
  trustProxyHops: number;
  /**
   * The server's "visitor" key (decision 027): each day's salt is mixed with
   * it before hashing, so the salt kept in the database, a stored user agent
   * and a guessed address make no hash that matches.
   */
  visitorKey: Buffer;
  /** The public paths not counted as page views (the form's answer pages). */
  uncounted: ReadonlySet<string>;
  /** How often counts are written; a crash loses at most this long's counts. */
  flushMs: number;
  now(): Date;
  log(entry: Record<string, unknown>): void;
}

/** Bounds on what waits in memory between flushes, should the database be away for long. */
const MAX_PENDING_VISITORS = 50_000;
const MAX_PENDING_VIEWS = 50_000;
/** Hashes already written today, remembered so they are not sent again; past this the memory is cleared (a re-send is a no-op). */
const MAX_KNOWN_HASHES = 200_000;
/** Clients whose hash is remembered for the day, so a returning visitor is not hashed again; past this they are hashed afresh. */
const MAX_HASHED_CLIENTS = 100_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the database refused the batch's values themselves (PostgreSQL's
 * data exceptions and integrity violations, SQLite's constraint, type and size
 * errors), rather than being away or busy: such a batch never goes in.
 */
function isRefusedData(error: unknown): boolean {
  if (!(error instanceof Error) || !("code" in error) || typeof error.code !== "string") return false;
  const { code } = error;
  return (
    /^2[23][0-9A-Z]{3}$/.test(code) ||
    code.startsWith("SQLITE_CONSTRAINT") ||
    code === "SQLITE_MISMATCH" ||
    code === "SQLITE_TOOBIG"
  );
}

/** A visit seen before the day's salt was loaded: hashed at the next flush, then dropped. */
interface UnhashedVisit {
  day: string;
  address: string;
  userAgent: string;
  site: string;
  first: FirstView;
}

/** Distinct user agents whose verdict is remembered: a site sees few, and isbot's pattern is the dearest step. */
const MAX_KNOWN_AGENTS = 2_000;

/** The site a request is for: its host name, without the port (instances behind one name may listen on several). */
function siteOf(host: string | undefined): string {
  const name = (host ?? "").toLowerCase();
  if (name.startsWith("[")) return name.slice(0, name.indexOf("]") + 1);
  const colon = name.indexOf(":");
  return colon === -1 ? name : name.slice(0, colon);
}

/**
 * Views waiting for the next flush, by day, dimension and value (and a not-found path's
 * referrer): nested maps, so that counting a view builds no key string.
 */
class PendingViews {
  private readonly days = new Map<string, Map<InsightsDimension, Map<string, ViewCount>>>();
  size = 0;

  add(day: string, dimension: InsightsDimension, value: string, detail: string, views: number): void {
    let dimensions = this.days.get(day);
    if (dimensions === undefined) {
      dimensions = new Map();
      this.days.set(day, dimensions);
    }
    let values = dimensions.get(dimension);
    if (values === undefined) {
      values = new Map();
      dimensions.set(dimension, values);
    }
    const key = detail === "" ? value : `${value}\u0000${detail}`;
    const before = values.get(key);
    if (before !== undefined) before.views += views;
    else if (this.size < MAX_PENDING_VIEWS) {
      values.set(key, { day, dimension, value, detail, views });
      this.size += 1;
    }
  }

  all(): ViewCount[] {
    return [...this.days.values()].flatMap((dimensions) =>
      [...dimensions.values()].flatMap((values) => [...values.values()]),
    );
  }
}

/**
 * Counts page views in memory and writes them every `flushMs` in one
 * transaction (decision 023): a request never waits for the database, and a
 * lead never waits for a count.
 */
export function createInsightsCounter(options: InsightsCounterOptions): InsightsCounter {
  const { store, now, log } = options;
  let views = new PendingViews();
  let visitors = new Map<string, VisitorFirstView>();
  let unhashed: UnhashedVisit[] = [];
  const known = new Map<string, Set<string>>();
  const hashes = new VisitorHashes(MAX_HASHED_CLIENTS);
  // Each day's salt mixed with the visitor key (daySecret), the form visitorHash takes.
  const salts = new Map<string, string>();
  let warnedForwarded = false;
  let rotatedFor = dubaiDay(now());
  let flushing: Promise<void> | null = null;
  // A user agent's verdict (null: a bot) and device class, remembered.
  const agents = new Map<string, DeviceClass | null>();
  const agentOf = (userAgent: string): DeviceClass | null => {
    let verdict = agents.get(userAgent);
    if (verdict === undefined) {
      verdict = isbot(userAgent) ? null : deviceClassOf(userAgent);
      if (agents.size >= MAX_KNOWN_AGENTS) agents.clear();
      agents.set(userAgent, verdict);
    }
    return verdict;
  };
  // Today in Dubai, worked out again only when the day may have turned.
  let day = { name: "", endsAt: 0 };
  const today = (): string => {
    const at = now();
    if (at.getTime() >= day.endsAt || at.getTime() < day.endsAt - DAY_MS) {
      const name = dubaiDay(at);
      day = { name, endsAt: dubaiDayStart(name).getTime() + DAY_MS };
    }
    return day.name;
  };

  const count = (day: string, dimension: InsightsDimension, value: string, detail = "") => {
    views.add(day, dimension, value, detail, 1);
  };

  // Today's first views by client (an IPv4 address or an IPv6 /64), for FIRST_VIEWS_PER_CLIENT_CAP.
  let perClient = { day: "", counts: new Map<string, number>() };

  /** Whether the visitor is now pending or already written: false only when the pending visitors are full. */
  const noteVisitor = (
    day: string,
    hash: string,
    first: FirstView,
    address: string | null,
    capped = false,
  ): boolean => {
    const key = `${day}\u0000${hash}`;
    if (visitors.has(key) || known.get(day)?.has(hash) === true) return true;
    if (visitors.size >= MAX_PENDING_VISITORS) return false;
    let pastCap = capped;
    if (address !== null) {
      if (perClient.day !== day || perClient.counts.size >= MAX_HASHED_CLIENTS)
        perClient = { day, counts: new Map() };
      const group = throttleGroup(address);
      const before = perClient.counts.get(group) ?? 0;
      pastCap = before >= FIRST_VIEWS_PER_CLIENT_CAP;
      if (!pastCap) perClient.counts.set(group, before + 1);
    }
    visitors.set(key, pastCap ? { day, hash, first, capped: true } : { day, hash, first });
    return true;
  };

  const addressOf = (visitor: VisitorKey) =>
    clientAddress(visitor.socketAddress, visitor.forwardedFor, options.trustProxyHops);
  /** Behind a proxy that TRUST_PROXY does not name, every visitor has the proxy's address: no lead is matched to a visit. */
  const attributable = (visitor: VisitorKey) =>
    visitor.forwardedFor === undefined || options.trustProxyHops > 0;

  const record = (request: SeenRequest, userAgent: string, device: DeviceClass, page: string) => {
    const day = today();
    const host = request.host?.toLowerCase() ?? "";
    const site = siteOf(request.host);
    const referrerHost = referrerHostOf(request.referer);
    const external = referrerHost !== null && referrerHost !== host ? referrerHost : null;
    // Most views have no query string: nothing to parse.
    const search = request.search === "" ? null : new URLSearchParams(request.search);
    const first: FirstView = {
      path: cutVisitorValue(page),
      referrerHost: external,
      utmSource: search === null ? null : utmOf(search, "utm_source"),
      utmMedium: search === null ? null : utmOf(search, "utm_medium"),
      utmCampaign: search === null ? null : utmOf(search, "utm_campaign"),
      locale: localeOfPath(page),
      device,
    };
    count(day, "total", "");
    count(day, "page", first.path);
    count(day, "language", first.locale);
    count(day, "device", first.device);
    // A page reached from another of ours is no referral; none at all is "" (typed in, a bookmark, an app).
    if (referrerHost !== host) count(day, "referrer", external ?? "");
    const campaign = campaignLabel(first.utmSource, first.utmMedium, first.utmCampaign);
    if (campaign !== null) count(day, "campaign", campaign);

    const address = addressOf(request);
    const salt = salts.get(day);
    if (salt !== undefined) {
      const client = hashes.entry(day, salt, address, userAgent, site);
      if (!client.settled) client.settled = noteVisitor(day, client.hash, first, address);
    } else if (unhashed.length < MAX_PENDING_VISITORS)
      unhashed.push({ day, address, userAgent, site, first });
  };

  const seen = (request: SeenRequest) => {
    const path = countedPath(request);
    if (path === null) return;
    const userAgent = request.userAgent ?? "";
    const device = agentOf(userAgent);
    if (device === null) return;
    if (request.forwardedFor !== undefined && options.trustProxyHops === 0 && !warnedForwarded) {
      warnedForwarded = true;
      log({
        event: "insights-warning",
        warning:
          "Requests carry X-Forwarded-For but TRUST_PROXY is not set: every visitor has the proxy's address, so leads are not matched to visits. Set TRUST_PROXY.",
      });
    }
    if (request.status === 404)
      count(today(), "not-found", cutVisitorValue(path), referrerHostOf(request.referer) ?? "");
    else if (!options.uncounted.has(path)) record(request, userAgent, device, path);
  };

  const hashUnhashed = async (today: string, at: Date) => {
    const waiting = unhashed;
    unhashed = [];
    // A visit from a day that has ended lost its salt with the day: its views are counted, its visitor not.
    const todays = waiting.filter((visit) => visit.day === today);
    if (todays.length === 0) return;
    let salt = salts.get(today);
    if (salt === undefined) {
      try {
        salt = daySecret(options.visitorKey, await store.saltFor(today, at));
      } catch (error) {
        unhashed = [...todays, ...unhashed].slice(0, MAX_PENDING_VISITORS);
        throw error;
      }
      salts.set(today, salt);
    }
    for (const visit of todays)
      noteVisitor(
        today,
        visitorHash(salt, visit.address, visit.userAgent, visit.site),
        visit.first,
        visit.address,
      );
  };

  const flushOnce = async () => {
    const at = now();
    const today = dubaiDay(at);
    for (const day of salts.keys()) if (day < today) salts.delete(day);
    for (const day of known.keys()) if (day < today) known.delete(day);
    // Yesterday's addresses and user agents leave memory with its salt.
    if (rotatedFor !== today) hashes.forget();
    if (rotatedFor !== today) {
      // Midnight in Dubai: yesterday's salt and first views go, by whichever instance is first.
      await store.forgetBefore(today);
      rotatedFor = today;
    }
    await hashUnhashed(today, at);
    const batch = {
      views: views.all(),
      visitors: [...visitors.values()].filter((visitor) => visitor.day === today),
    };
    views = new PendingViews();
    visitors = new Map();
    try {
      await store.add(batch);
    } catch (error) {
      if (isRefusedData(error)) {
        // Tried again, the same counts would be refused again, and every count after them with them.
        log({
          event: "insights-dropped",
          error: error instanceof Error ? error.message : String(error),
          views: batch.views.reduce((sum, view) => sum + view.views, 0),
          visitors: batch.visitors.length,
        });
        hashes.forget();
        return;
      }
      // Nothing was written: the counts wait for the next flush.
      for (const view of batch.views)
        views.add(view.day, view.dimension, view.value, view.detail, view.views);
      for (const visitor of batch.visitors)
        noteVisitor(visitor.day, visitor.hash, visitor.first, null, visitor.capped);
      // A visitor that did not fit back is noted again at its next view.
      hashes.forget();
      throw error;
    }
    for (const visitor of batch.visitors) {
      let day = known.get(visitor.day);
      if (day === undefined || day.size >= MAX_KNOWN_HASHES) {
        day = new Set();
        known.set(visitor.day, day);
      }
      day.add(visitor.hash);
    }
  };

  const flush = () => {
    flushing ??= flushOnce()
      .catch((error: unknown) =>
        log({ event: "insights-error", error: error instanceof Error ? error.message : String(error) }),
      )
      .finally(() => {
        flushing = null;
      });
    return flushing;
  };

  const timer = setInterval(() => {
    if (views.size > 0 || visitors.size > 0 || unhashed.length > 0 || rotatedFor !== dubaiDay(now()))
      void flush();
  }, options.flushMs);
  timer.unref();

  return {
    seen,

    async firstViewOf(visitor) {
      const userAgent = visitor.userAgent;
      if (userAgent === undefined || userAgent === "" || !attributable(visitor)) return null;
      const day = dubaiDay(now());
      const address = addressOf(visitor);
      const site = siteOf(visitor.host);
      const waiting = unhashed.find(
        (visit) =>
          visit.day === day &&
          visit.address === address &&
          visit.userAgent === userAgent &&
          visit.site === site,
      );
      if (waiting !== undefined) return waiting.first;
      let salt = salts.get(day);
      if (salt === undefined) {
        const existing = await store.existingSalt(day);
        if (existing === null) return null;
        salt = daySecret(options.visitorKey, existing);
        salts.set(day, salt);
      }
      const hash = visitorHash(salt, address, userAgent, site);
      const pending = visitors.get(`${day}\u0000${hash}`);
      if (pending !== undefined) return pending.capped === true ? null : pending.first;
      return store.firstView(day, hash);
    },

    flush,

    async stop() {
      clearInterval(timer);
      await flushing;
      await flush();
    },
  };
}
