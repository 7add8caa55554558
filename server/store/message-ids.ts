import { randomUUID } from "node:crypto";
import { site } from "../../app/config/site.ts";

/**
 * A Message-ID for a mail to a visitor, made when the mail is queued so every
 * retry sends the same one and a later reply can name it in In-Reply-To.
 * The right side is the company's own domain (SITE_EMAIL's), as RFC 5322 advises.
 */
export function newMessageId(): string {
  const domain = site.email.split("@")[1] ?? "localhost";
  return `<${randomUUID()}@${domain}>`;
}
