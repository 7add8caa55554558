/**
 * What the server hands each inbox page: plain data, already checked and
 * authorised. The server's own types (server/inbox) fit these shapes.
 */
import type { WeekFigures } from "../../lib/business-days.ts";
import type { InsightsReport } from "../../lib/insights.ts";
import type { StateFilter, Lead } from "../../lib/lead.ts";

/** The field every state-changing form of the inbox carries its CSRF token in (the server reads the same name). */
export const CSRF_FIELD = "_csrf";

/** The field a reply form carries its one-time token in: the form is sent once however often it is posted. */
export const REPLY_FORM_FIELD = "replyForm";

/** The signed-in account, and the token its forms carry. */
export interface Viewer {
  /** The account: "(you)" and the like are decided by it, never by a name. */
  id: number;
  email: string;
  /** The display name, or the email without one. */
  name: string;
  role: string;
  csrfToken: string;
  /** Owners may export, delete and erase; members read and work the leads. */
  isOwner: boolean;
  /** May edit and publish the site (owners always; a member once an owner grants it). */
  canEdit: boolean;
}

export interface MessageSummary extends Pick<Lead, "id" | "createdAt" | "fullName" | "email" | "state"> {
  /** The start of the lead's message, on one line. */
  excerpt: string;
  /** Who answers it (the list shows it; other lists leave it out). */
  assigneeName?: string | null;
  clock?: LeadClockView | null;
}

/** Where an unanswered lead stands against the one-business-day promise. */
interface LeadClockView {
  overdue: boolean;
  /** Whole hours until due, or since. */
  hours: number;
  dueAt: string;
}

/** An account a lead can be given to; `name` tells it from every other (a name another account shares has its email beside it). */
interface ColleagueView {
  id: number;
  name: string;
}

/** One line of a lead's timeline, oldest first; `who` is the account's name then, null for the server. */
export type TimelineEntry =
  | { kind: "arrived"; at: string }
  | { kind: "notification"; at: string; channel: string; state: string; attempts: number }
  | { kind: "assigned"; at: string; who: string | null; assignee: string }
  | { kind: "unassigned"; at: string; who: string | null }
  | { kind: "note"; at: string; who: string | null; body: string }
  | { kind: "reply"; at: string; who: string | null; body: string; delivery: string | null }
  | { kind: "marked-replied"; at: string; who: string | null }
  | { kind: "state"; at: string; who: string | null; state: string };

/** Per week of arrival: how soon leads were first answered. */
export type AnswerWeek = WeekFigures;

interface LeadFields extends Pick<
  Lead,
  "id" | "createdAt" | "fullName" | "email" | "phone" | "message" | "state" | "locale" | "source"
> {
  /** Why it was caught as spam, in words; empty when no rule held. */
  spamReasons: string[];
  notifications: readonly {
    channel: string;
    state: string;
    attempts: number;
    lastError: string | null;
    updatedAt: string;
  }[];
}

interface ListFilter {
  q?: string;
  state: StateFilter;
  from?: string;
  to?: string;
  mine?: boolean;
  overdue?: boolean;
}

interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export type SignInNotice =
  | "invalid"
  | "throttled"
  | "signedOut"
  | "expired"
  | "forbidden"
  | "passwordSet"
  | "passkeyFailed"
  | "passkeyCancelled";

export type AccountNotice =
  | "passkeyAdded"
  | "passkeyRemoved"
  | "passkeyFailed"
  | "passkeyCancelled"
  | "passkeyDuplicate"
  | "passwordNeeded"
  | "nameSaved"
  | "nameInvalid"
  | "nameTaken"
  | "digestOn"
  | "digestOff";

/** An account as the People page lists it, with its editor right. */
interface AccountRightView {
  email: string;
  /** The display name, or the email without one. */
  name: string;
  role: string;
  canEdit: boolean;
}

/** An account whose name must change: it clashes with another's, or is not a plain name. */
interface NameToChangeView {
  email: string;
  name: string;
  problem: "clash" | "notPlain";
}

export type InboxView =
  /** `passkeys`: whether the server offers them (it does only with SITE_URL). */
  | {
      page: "signIn";
      csrfToken: string;
      next: string;
      passkeys: boolean;
      email?: string;
      notice?: SignInNotice;
      retryAfterSeconds?: number;
    }
  | {
      page: "setPassword";
      csrfToken: string;
      email?: string;
      problem?: "invalidCode" | "expired" | "tooShort" | "tooLong" | "mismatch";
    }
  | {
      page: "list";
      viewer: Viewer;
      filter: ListFilter;
      invalidDates: boolean;
      items: readonly MessageSummary[];
      total: number;
      pageNumber: number;
      pageCount: number;
      counts: Readonly<Record<StateFilter, number>>;
      days: readonly { date: string; count: number }[];
      /** The query string of this filter at a page, or of another tab, or with Mine or Overdue turned on or off. */
      hrefs: {
        page(n: number): string;
        tab(state: StateFilter): string;
        export(kind: "csv" | "json"): string;
        toggle(view: "mine" | "overdue"): string;
      };
      notice?: string;
    }
  | {
      page: "lead";
      viewer: Viewer;
      message: LeadFields;
      notice?: string;
      /** Why an action on the lead was refused. */
      error?: string;
      /** A form's input that was refused, with why: kept so nothing typed is lost. */
      problem?: { field: "note" | "reply"; text: string; value: string };
      backHref: string;
      lead: {
        assigneeId: number | null;
        colleagues: readonly ColleagueView[];
        firstAnsweredAt: string | null;
        clock: LeadClockView | null;
        /** Replies can be mailed (the server has SMTP). */
        repliesOn: boolean;
        /** The reply form's one-time token. */
        replyToken: string;
        timeline: readonly TimelineEntry[];
      };
    }
  | {
      page: "insights";
      viewer: Viewer;
      report: InsightsReport;
      /** How soon the range's leads were first answered, per week of arrival, newest first. */
      answerWeeks: readonly AnswerWeek[];
      /** Whether a date in the URL was not a calendar day (and was ignored). */
      invalidDates: boolean;
      /** Whether a date in the URL was outside the days counts are kept (and was moved within them). */
      outOfRange: boolean;
      /** The days counts are kept: the range's bounds. */
      kept: { first: string; last: string };
      /** A CSV link's dates could not be kept to: nothing was downloaded, and this page says why. */
      refusedExport: boolean;
      /** Each table's CSV download, for this range. */
      exportHref(table: string): string;
    }
  | { page: "confirmDelete"; viewer: Viewer; lead: Pick<LeadFields, "id" | "fullName" | "createdAt"> }
  | {
      page: "people";
      viewer: Viewer;
      /** Accounts whose names must change (kept from before names were unique and plain): the owner asks each person to rename. */
      namesToChange: readonly NameToChangeView[];
      /** Every account, oldest first, with whether it may edit the site. */
      accounts: readonly AccountRightView[];
      /** The editor right just given or taken back (by the account's name), or asked of an account gone since. */
      editorChange?: { change: "granted" | "revoked"; name: string } | "unknownAccount";
      email?: string;
      matches?: readonly MessageSummary[];
      confirmErase?: boolean;
      erased?: number;
    }
  | {
      page: "account";
      viewer: Viewer;
      passkeys: readonly PasskeySummary[];
      /** Whether passkeys can be added (the server has SITE_URL); those listed can be removed either way. */
      passkeysOn: boolean;
      /** Adding a passkey asks for the password: the sign-in is over ten minutes old. */
      needsPassword: boolean;
      /** The display name as set; null: the email stands in. */
      displayName: string | null;
      digestOff: boolean;
      /** When the digest goes out, HH:MM Dubai. */
      digestTime: string;
      notice?: AccountNotice;
    }
  | { page: "notFound"; viewer: Viewer | null }
  /** A post whose form body could not be read. */
  | { page: "badRequest"; viewer: Viewer | null }
  /**
   * `ownersOnly`: a member asked for an owner's action (not a cross-site or expired form).
   * `editorsOnly`: an account without the editor right asked for the editor.
   * `download`: a download another site or a mail asked for; the same download, to start from here.
   */
  | {
      page: "forbidden";
      viewer: Viewer | null;
      ownersOnly?: boolean;
      editorsOnly?: boolean;
      download?: string;
    };
