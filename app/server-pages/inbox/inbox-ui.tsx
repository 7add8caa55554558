import clsx from "clsx";
import type { ReactNode } from "react";
import { inboxCopy } from "~/content/inbox/inbox-copy";
import type { LeadState } from "~/lib/lead";
import { CSRF_FIELD } from "./views";

export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name={CSRF_FIELD} value={token} />;
}

export function PageHeading({ children, lead }: { children: ReactNode; lead?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{children}</h1>
      {lead === undefined ? null : <p className="mt-2 max-w-2xl text-pretty text-ink-muted">{lead}</p>}
    </div>
  );
}

/** A panel's own heading: its text, and its id, which names the panel. */
interface PanelHeading {
  id: string;
  text: ReactNode;
}

/**
 * A white card; a region named by its heading when it has one, a plain box otherwise. It takes its
 * heading (`heading`), or is named by one its children hold (`labelledBy`) when more sits beside it.
 */
export function Panel({
  children,
  className,
  labelledBy,
  heading,
}: {
  children: ReactNode;
  className?: string;
  labelledBy?: string;
  heading?: PanelHeading;
}) {
  const classes = clsx(
    "rounded-2xl border border-navy-100 bg-white p-5 shadow-sm shadow-navy-900/5 sm:p-6",
    className,
  );
  if (heading !== undefined) {
    return (
      <section aria-labelledby={heading.id} className={classes}>
        <h2 id={heading.id} className="text-lg font-semibold text-navy-900">
          {heading.text}
        </h2>
        {children}
      </section>
    );
  }
  return labelledBy === undefined ? (
    <div className={classes}>{children}</div>
  ) : (
    <section aria-labelledby={labelledBy} className={classes}>
      {children}
    </section>
  );
}

/**
 * A table in a box of its own that scrolls sideways when the table is wider than the screen, so the
 * page never does. The box is named after the table's caption and takes focus, so a keyboard can
 * scroll it and a screen reader says what it holds.
 */
export function ScrollingTable({
  caption,
  className,
  children,
}: {
  caption: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={inboxCopy.tableBox(caption)}
      tabIndex={0}
      className="scroll-shadows-x overflow-x-auto"
    >
      <table className={className}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** Up to this length a host or path stays whole: "www.linkedin.com" is read at a glance, not in pieces. */
const WHOLE_TOKEN_LENGTH = 24;

/**
 * A host, path or slug from a visitor, left to right. A long one may wrap after its dots and
 * slashes (and at its hyphens) when it must, never inside a word ("www.linkedi|n.com"). A table
 * keeps whole words (`wrap-normal`) and scrolls in its box if a piece is still too long.
 */
export function WebToken({ text, className }: { text: string; className?: string }) {
  const whole = text.length <= WHOLE_TOKEN_LENGTH;
  const pieces = whole ? [text] : text.split(/(?<=[./])/);
  return (
    // A short one does not break at its hyphens either ("/privacy-|policy").
    <bdi dir="ltr" className={clsx(whole && "whitespace-nowrap", className)}>
      {pieces.flatMap((piece, index) => (index === 0 ? [piece] : [<wbr key={`wbr-${index}`} />, piece]))}
    </bdi>
  );
}

/** A status line: announced when the page loads after an action. */
export function Notice({ children, tone = "info" }: { children: ReactNode; tone?: "info" | "error" }) {
  return (
    // An error takes focus when the page loads, as the contact form's error summary does, so it is read first.
    <div
      role={tone === "error" ? "alert" : "status"}
      {...(tone === "error" ? { tabIndex: -1, autoFocus: true } : {})}
      className={clsx(
        "mb-6 rounded-xl border p-4 font-medium",
        tone === "error"
          ? "border-red-200 bg-red-50 text-red-900"
          : "border-emerald-200 bg-emerald-50 text-emerald-900",
      )}
    >
      {children}
    </div>
  );
}

const stateStyles: Record<LeadState, string> = {
  new: "bg-accent-soft/60 text-navy-900",
  handled: "bg-emerald-100 text-emerald-900",
  spam: "bg-red-100 text-red-900",
};

export function StateBadge({ state }: { state: LeadState }) {
  return (
    <span
      className={clsx("inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold", stateStyles[state])}
    >
      {inboxCopy.list.states[state]}
    </span>
  );
}

const buttonShape =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold";
export const smallButton = `${buttonShape} border border-navy-200 bg-white text-navy-900 hover:border-navy-300 hover:bg-navy-50`;
/** A first step towards deleting: outlined in red, confirmed on the next page. */
export const dangerOutlineButton = `${buttonShape} border border-red-200 bg-white text-red-800 hover:bg-red-50`;
/** The one main action of a group: filled. */
export const primaryButton = `${buttonShape} border border-navy-900 bg-navy-900 text-white hover:bg-navy-800`;
export const dangerButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-red-700 px-5 text-sm font-semibold text-white hover:bg-red-800";
export const textLink = "font-medium text-accent-text underline underline-offset-2";

/** A one-button form that posts an action with the session's token. */
export function ActionButton({
  action,
  csrfToken,
  fields = {},
  children,
  className = smallButton,
}: {
  action: string;
  csrfToken: string;
  fields?: Record<string, string>;
  children: ReactNode;
  className?: string;
}) {
  return (
    <form method="post" action={action}>
      <CsrfField token={csrfToken} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className}>
        {children}
      </button>
    </form>
  );
}

/** The link back to the page above this one, over the heading. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p className="mb-2">
      <a href={href} className={textLink}>
        {children}
      </a>
    </p>
  );
}
