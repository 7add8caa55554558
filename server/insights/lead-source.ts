import { cutVisitorValue, unknownSource, type LeadSource } from "../../app/lib/insights.ts";
import type { InsightsCounter } from "./insights-counter.ts";
import { pageOf } from "./page-view.ts";

/** A look-up slower than this gives "unknown": a lead never waits on its source. */
const LOOKUP_LIMIT_MS = 1_000;

/** The page a form was posted from: the path of a same-origin Referer, nothing else of it. */
function formPageOf(request: Request): string | null {
  const referer = request.headers.get("referer");
  const host = request.headers.get("host");
  if (referer === null || host === null) return null;
  try {
    const url = new URL(referer);
    if (url.host.toLowerCase() !== host.toLowerCase()) return null;
    return cutVisitorValue(pageOf(url.pathname) ?? url.pathname);
  } catch {
    return null;
  }
}

/**
 * Where a post came from: its form page, and the first view of today of the
 * visitor with the same address and browser. Best effort: "unknown" when no
 * visit matches, the look-up fails, or it takes longer than `limitMs`.
 */
export function createLeadSources(
  counter: InsightsCounter,
  limitMs = LOOKUP_LIMIT_MS,
): (request: Request, socketAddress: string | undefined) => Promise<LeadSource> {
  return async (request, socketAddress) => {
    const formPage = formPageOf(request);
    let timer: NodeJS.Timeout | undefined;
    const first = await Promise.race([
      counter.firstViewOf({
        socketAddress,
        forwardedFor: request.headers.get("x-forwarded-for") ?? undefined,
        userAgent: request.headers.get("user-agent") ?? undefined,
        host: request.headers.get("host") ?? undefined,
      }),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), limitMs);
      }),
    ])
      .catch(() => null)
      .finally(() => clearTimeout(timer));
    if (first === null) return unknownSource(formPage);
    return {
      formPage,
      landingPage: first.path,
      referrerHost: first.referrerHost,
      utmSource: first.utmSource,
      utmMedium: first.utmMedium,
      utmCampaign: first.utmCampaign,
    };
  };
}
