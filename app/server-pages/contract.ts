/**
 * What the server's pages take and give, as plain types: the server imports
 * this file (and views.ts), never a component. render.tsx implements
 * ServerPages and is built into build/server-pages/render.js, which the
 * server imports at start (server/render/server-pages.ts).
 */
import type { Locale, Localised } from "../config/locales.ts";
import type { ContactFieldErrors } from "../lib/contact-rules.ts";
import type { ContactValues } from "../lib/lead.ts";
import type { ReceiptContext, ReceiptText } from "../content/receipt.ts";
import type { ReplyMailContext, ReplyMailText } from "../content/reply-mail.ts";
import type { InboxView } from "./inbox/views.ts";

/** A `<link>` of the prerendered site's head (stylesheet, font preloads, icons), by attribute. */
export type HeadLink = Readonly<Record<string, string>>;

/** Every answer of the form collector other than the redirect to the success page. */
export type AnswerPageInput =
  | { kind: "invalid"; values: ContactValues; errors: ContactFieldErrors }
  /** `values`: what arrived before the size limit, the message cut there. */
  | { kind: "tooLarge"; values: ContactValues }
  | { kind: "rateLimited"; values: ContactValues; retryAfterSeconds: number }
  | { kind: "notStored"; values: ContactValues }
  | { kind: "unsupportedType" | "unsupportedEncoding" | "methodNotAllowed" | "unknownForm" | "serverError" };

export type AnswerKind = AnswerPageInput["kind"];

/** What an inbox page links besides the site's head: the passkey script (WebAuthn has no HTML form), built into the site's assets. */
export interface InboxAssets {
  headLinks: readonly HeadLink[];
  passkeyScript: string | null;
}

/** The built module's exports. */
export interface ServerPages {
  /** The site's own head links (icons, web app manifest): app/page-data/document-head.ts, as the prerendered pages get them. */
  siteLinks(): readonly object[];
  /** The fonts each language's pages preload (app/page-data/document-head.ts), by URL. */
  fontsFor: Localised<readonly string[]>;
  /** A page the form collector answers with, as a complete HTML document. */
  renderAnswerPage(input: AnswerPageInput, locale: Locale, headLinks: readonly HeadLink[]): Promise<string>;
  /** A page of the leads inbox, as a complete HTML document. */
  renderInboxPage(view: InboxView, assets: InboxAssets): string;
  /**
   * The visitor-facing words of the server's mails, from the content this
   * bundle was built with (content/receipt.json, content/reply-mail.json), so
   * a publish changes them with the pages.
   */
  mail: {
    receipt: Localised<(context: ReceiptContext) => ReceiptText>;
    reply: Localised<(context: ReplyMailContext) => ReplyMailText>;
  };
}
