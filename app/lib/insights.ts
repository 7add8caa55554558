/**
 * Traffic insights counted by the server (issue 16): the shapes the counter,
 * the store, the form, the inbox and the privacy notice share, and the
 * defaults each of them reads from here alone. Types, constants and pure
 * functions only.
 */

/** Daily counts are kept this long (INSIGHTS_RETENTION_DAYS): thirteen months, so a month compares with the same month a year before. */
export const DEFAULT_INSIGHTS_RETENTION_DAYS = 400;

/** Paths, referrer hosts and campaign values are the visitor's to choose: cut to this many characters. */
export const VISITOR_VALUE_MAX = 200;

/** Distinct values kept per day and dimension; beyond them the views go to OTHER_VALUE. */
export const VALUES_PER_DAY_CAP = 1_000;

/** The bucket of a day's values beyond the cap. */
export const OTHER_VALUE = "(other)";

/** The ways a day's traffic is counted: one row per day, dimension and value. */
export const insightsDimensions = ["total", "page", "referrer", "campaign", "language", "device", "not-found"] as const;

export type InsightsDimension = (typeof insightsDimensions)[number];

export const deviceClasses = ["phone", "tablet", "desktop"] as const;

export type DeviceClass = (typeof deviceClasses)[number];

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

/** Cuts a visitor-chosen value to VISITOR_VALUE_MAX characters (whole code points). */
export function cutVisitorValue(value: string): string {
  return value.length <= VISITOR_VALUE_MAX ? value : Array.from(value).slice(0, VISITOR_VALUE_MAX).join("");
}

/** One campaign as the tables show and group it: "source / medium / campaign", "–" for a part not given; null without any. */
export function campaignLabel(source: string | null, medium: string | null, campaign: string | null): string | null {
  if (source === null && medium === null && campaign === null) return null;
  return [source, medium, campaign].map((part) => part ?? "–").join(" / ");
}
