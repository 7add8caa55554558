/**
 * Traffic insights counted by the server (issue 16): the shapes the counter,
 * the store, the form, the inbox and the privacy notice share, and the
 * defaults each of them reads from here alone. Types, constants and pure
 * functions only.
 */

/** Daily counts are kept this long (INSIGHTS_RETENTION_DAYS): thirteen months, so a month compares with the same month a year before. */
export const DEFAULT_INSIGHTS_RETENTION_DAYS = 400;

/** The longest range the Insights page shows: a year and a little, as long as counts are kept by default. */
export const MAX_RANGE_DAYS = 400;

/** Paths, referrer hosts and campaign values are the visitor's to choose: cut to this many characters. */
const VISITOR_VALUE_MAX = 200;

/** Distinct values kept per day and dimension; beyond them the views go to OTHER_VALUE. */
export const VALUES_PER_DAY_CAP = 1_000;

/**
 * First views (one database row each, kept for the day) a client may add in a
 * day: an IPv4 address or an IPv6 /64, whatever user agents it sends. Past
 * it, its views are counted and its visitors under OTHER_VALUE, with no row.
 */
export const FIRST_VIEWS_PER_CLIENT_CAP = 50;

/** First-view rows a day may hold in all, whatever the number of clients; past it the same as above. */
export const FIRST_VIEWS_PER_DAY_CAP = 20_000;

/** The bucket of a day's values beyond the cap. */
export const OTHER_VALUE = "(other)";

/** The ways a day's traffic is counted: one row per day, dimension and value. */
export type InsightsDimension =
  "total" | "page" | "referrer" | "campaign" | "language" | "device" | "not-found";

export type DeviceClass = "phone" | "tablet" | "desktop";

/** A visitor's first page view of a day: what a lead's source is looked up from. */
export interface FirstView {
  /** The page, without query string: "/", "/ar/services". */
  path: string;
  /** The referring site's host, or null for none or the site itself. */
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  locale: string;
  device: DeviceClass;
}

/** Where a lead came from. Null landing page: no counted visit matched ("unknown"). */
export interface LeadSource {
  /** The page the form was posted from (the post's same-origin Referer), or null. */
  formPage: string | null;
  landingPage: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

export const unknownSource = (formPage: string | null): LeadSource => ({
  formPage,
  landingPage: null,
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
});

/** C0 and C1 control characters and DEL: never part of a path, host or campaign, and NUL stops PostgreSQL (issue 27). */
// eslint-disable-next-line no-control-regex -- control characters are what this matches
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/** A visitor-chosen value without control characters, cut to VISITOR_VALUE_MAX characters (whole code points). */
export function cutVisitorValue(value: string): string {
  const clean = value.replace(CONTROL_CHARACTERS, "");
  return clean.length <= VISITOR_VALUE_MAX ? clean : Array.from(clean).slice(0, VISITOR_VALUE_MAX).join("");
}

/** One campaign as the tables show and group it: "source / medium / campaign", "–" for a part not given; null without any. */
export function campaignLabel(
  source: string | null,
  medium: string | null,
  campaign: string | null,
): string | null {
  if (source === null && medium === null && campaign === null) return null;
  return [source, medium, campaign].map((part) => part ?? "–").join(" / ");
}

/** The Insights page's traffic tables, each a dimension's values over the range; also their CSV files' names. */
export const trafficTables = {
  pages: "page",
  referrers: "referrer",
  campaigns: "campaign",
  languages: "language",
  devices: "device",
  "not-found": "not-found",
} as const satisfies Record<string, InsightsDimension>;

export type TrafficTable = keyof typeof trafficTables;

/** The conversion tables: leads and visitors by the first view's landing page, referrer, campaign and language. */
export const conversionTables = {
  "leads-by-landing-page": "page",
  "leads-by-referrer": "referrer",
  "leads-by-campaign": "campaign",
  "leads-by-language": "language",
} as const satisfies Record<string, InsightsDimension>;

export type ConversionTable = keyof typeof conversionTables;

/** A value's traffic over a range. `visitors`: those whose first view of a day had the value. */
export interface TrafficRow {
  value: string;
  /** A not-found path's referring host; "" elsewhere. */
  detail: string;
  views: number;
  visitors: number;
}

/** Leads (not spam; a double post is stored once) and visitors of a value over a range. */
export interface ConversionRow {
  /** null: leads without a counted visit ("unknown"), or with no value for this dimension. */
  value: string | null;
  visitors: number;
  leads: number;
}

/**
 * An article's traffic and leads over a range, its languages together: one
 * slug is one article, and the question is which article brings clients.
 */
export interface ArticleRow {
  slug: string;
  /** Every view of its page in either language. */
  views: number;
  /** Visitors whose first page of a day it was, in either language. */
  visitors: number;
  /** Leads (not spam) whose visitor's first page of that day it was. */
  leads: number;
}

/** Everything the Insights page shows for a range of Dubai days. */
export interface InsightsReport {
  from: string;
  to: string;
  /** Every day of the range, oldest first, zero-filled. */
  days: readonly { date: string; visitors: number; views: number }[];
  visitors: number;
  views: number;
  leads: number;
  traffic: Readonly<Record<TrafficTable, readonly TrafficRow[]>>;
  conversion: Readonly<Record<ConversionTable, readonly ConversionRow[]>>;
  /** Articles read or landed on in the range, most leads first. */
  articles: readonly ArticleRow[];
}

/**
 * Leads per 100 visitors with one decimal ("33.3"); null without visitors. A rate, not a share:
 * a visitor may send more than one lead, so 6 leads from 4 visitors is 150.0, shown as it is.
 */
export function conversionRate(leads: number, visitors: number): string | null {
  return visitors === 0 ? null : (Math.round((leads / visitors) * 1000) / 10).toFixed(1);
}
