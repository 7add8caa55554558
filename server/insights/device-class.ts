import type { DeviceClass } from "../../app/lib/insights.ts";

/**
 * Phone, tablet or desktop, read from the user agent and kept instead of it.
 * Android tablets leave "Mobile" out of their user agent; iPads since iPadOS
 * 13 say "Macintosh" and are counted as desktops, as every such reader does.
 */
export function deviceClassOf(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Kindle|Silk|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return "phone";
  return "desktop";
}
