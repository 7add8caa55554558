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

/** The site editor's form: the field naming the list button pressed ("add:members", "remove:members.3"). */
export const LIST_ACTION_FIELD = "_list";

/** A bounded list's length in the form: `_count.members=5` (items added or removed change it). */
export const LIST_COUNT_PREFIX = "_count.";

/** An Arabic field ticked "reviewed" posts `reviewed:ar.members.3.position=yes`: one name per box, as the inbox reads forms. */
export const REVIEWED_FIELD_PREFIX = "reviewed:";

/** What a ticked box of an article's form posts (`topics.<id>=yes`): one name per box, as the inbox reads forms. */
export const TICKED = "yes";

/** The element id of a full field path's control ("ar.members.3.position"), which links to it name (the server's too). */
export const fieldId = (fullPath: string) => `field-${fullPath.replaceAll(".", "-")}`;

/** An article's title as the served site shows it, in the language it was found in (English first). */
export interface ArticleTitle {
  text: string;
  /** The page the title was read from. */
  path: string;
  lang: string;
  dir: "ltr" | "rtl";
}

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

/** What kind of value a field of the site's content holds (app/content/schema/fields.ts). */
type SiteFieldKind = "id" | "text" | "paragraph" | "rich" | "template" | "url" | "email" | "phone" | "image";

/** Both languages of one field's text. */
export interface SiteTwin {
  en: string;
  ar: string;
}

/**
 * One node of a kind's edit form, made by walking its schema. `path` is the
 * field path below the language ("members.3.position"); the form's controls
 * are named by the full paths ("en.members.3.position", "ar.…").
 */
export type SiteFormNode =
  | {
      node: "text";
      kind: Exclude<SiteFieldKind, "image">;
      path: string;
      label: string;
      help?: string;
      max?: number;
      placeholders?: readonly string[];
      value: SiteTwin;
      /** The English changed since the Arabic was last reviewed. */
      arNeedsReview: boolean;
    }
  | {
      node: "image";
      path: string;
      label: string;
      help?: string;
      /** The picture both languages show, and where the editor loads it from; null: none yet. */
      image: { id: string; width: number; height: number; src: string } | null;
      alt: SiteTwin;
      arNeedsReview: boolean;
    }
  | { node: "group"; path: string; label: string; help?: string; children: readonly SiteFormNode[] }
  | {
      node: "list";
      path: string;
      label: string;
      help?: string;
      itemLabel: string;
      items: readonly { path: string; label: string; children: readonly SiteFormNode[] }[];
      /** A fixed length (no add or remove), or the bounds add and remove keep to. */
      bounds: { fixed: number } | { min: number; max: number };
    };

/** A field's change, per language; a language whose text is the same is left out. */
export interface SiteFieldChange {
  /** The full field path of the English ("en.members.3.position"), or the Arabic's when only it changed. */
  path: string;
  /** Where it is, for people: "Team › Member 3 › Position". */
  label: string;
  en?: { before: string; after: string };
  ar?: { before: string; after: string };
  /** A field that is the same in both languages (an article's author, its publication time). */
  both?: { before: string; after: string };
}

/** A field a deployment's files and staff both changed: its value here and the repository's, for people. */
interface SiteDeployConflict {
  path: string;
  label: string;
  here: string;
  repository: string;
}

/** What changed in one kind of content. */
export interface SiteKindChanges {
  kind: string;
  label: string;
  fields: readonly SiteFieldChange[];
}

/** A field named for people, with the link that opens the form at it. */
export interface SiteFieldLink {
  kindLabel: string;
  label: string;
  href: string;
}

type Language = "en" | "ar";

/** Where an article stands: never published, published with a later time (not live yet), live, or taken off the site; and whether its draft differs from the published version. */
export interface SiteArticleState {
  published:
    { state: "never" } | { state: "scheduled"; at: string } | { state: "live" } | { state: "withdrawn" };
  changed: boolean;
  /** What the next publish does with its draft's "take off the site": takes it off, puts it back, keeps a new one off; null when nothing. */
  nextPublish: "takeOff" | "putBack" | "putBackLater" | "keepOff" | null;
}

/** An article as the list of articles shows it. */
export interface SiteArticleItem {
  slug: string;
  /** The English title, else the Arabic; empty when neither is written yet. */
  title: { text: string; lang: Language };
  languages: readonly Language[];
  /** The author's name; null when none is chosen (or they are no longer on the team). */
  author: string | null;
  /** When it goes live (ISO, with its offset); null when not set yet. */
  published: string | null;
  state: SiteArticleState;
  /** Arabic fields whose English changed since they were reviewed. */
  toReview: number;
}

/** One language's text of an article, as its form holds it. */
interface ArticleTextValues {
  title: string;
  summary: string;
  /** As the date field holds it: 2026-11-10. */
  updated: string;
  body: string;
}

/** An article's form, every value as typed (or as stored): what is posted back is shown back. */
export interface ArticleFormValues {
  author: string;
  topics: readonly string[];
  services: readonly string[];
  /** As the date-and-time field holds it, in Dubai time: 2026-11-10T09:30. */
  published: string;
  example: boolean;
  /** Ticked "take this article off the site". */
  withdrawn: boolean;
  /** The languages ticked "written in". */
  languages: Readonly<Record<Language, boolean>>;
  /** Both languages' text, kept while a language is unticked (until a save drops it). */
  text: Readonly<Record<Language, ArticleTextValues>>;
  /** The article's figures: the name its text uses, and the uploaded image. */
  figures: readonly { file: string; id: string }[];
  /** The next figure's file name as typed (kept when its upload is refused). */
  newFigure: string;
}

/** A step of a publish or a preview build. */
interface SiteStepView {
  label: string;
  state: "waiting" | "running" | "done" | "failed";
  seconds?: number;
}

/** A publish or a preview build under way, done or failed; `failure` is in words an editor understands. */
export interface SiteBuildView {
  state: "queued" | "running" | "done" | "failed";
  steps: readonly SiteStepView[];
  elapsedSeconds: number;
  failure?: string;
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
      /** The titles of the report's articles by slug; an article the served site no longer has is missing. */
      articleTitles: Readonly<Record<string, ArticleTitle>>;
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
      /** Whether the server can send mail: without it no digest goes out, whatever the choice. */
      mailOn: boolean;
      /** When the digest goes out, HH:MM Dubai. */
      digestTime: string;
      notice?: AccountNotice;
    }
  | {
      page: "site";
      viewer: Viewer;
      kinds: readonly {
        name: string;
        label: string;
        /** The pages it appears on, by name. */
        pages: readonly string[];
        unpublished: boolean;
        toReview: number;
      }[];
      /** Every field whose Arabic needs review. */
      outOfStep: readonly SiteFieldLink[];
      /** Fields a deployment's content files changed while they changed here too. */
      conflicts: readonly SiteFieldLink[];
      /** The articles whose draft differs from the live site (by title), and their Arabic fields to review. */
      articles: {
        unpublished: readonly Pick<SiteArticleItem, "slug" | "title">[];
        toReview: number;
      };
      /** Whether anything differs from the live site. */
      unpublished: boolean;
      /** Whether the publishing and history pages are on (their part of the server is wired). */
      publishing: boolean;
      notice?: "saved" | "rolledBack" | "published";
    }
  | {
      page: "siteEdit";
      viewer: Viewer;
      kind: { name: string; label: string; pages: readonly string[] };
      /** The draft's version the form was opened at: a save from an older one is a conflict. */
      version: number;
      form: readonly SiteFormNode[];
      /** Full paths of the Arabic fields ticked "reviewed" (kept across a refused save). */
      reviewed: readonly string[];
      /** Why the save was refused, per field (full path), in the form's order: nothing was saved. */
      problems?: readonly { path: string; message: string }[];
      /** Someone saved since the form was opened: their version beside this one, field by field. */
      conflict?: {
        who: string;
        at: string;
        fields: readonly { label: string; theirs: SiteTwin; yours: SiteTwin }[];
      };
      /** A deployment changed these fields in the repository while they changed here. */
      deployConflicts?: readonly SiteDeployConflict[];
      notice?: "saved" | "noChange" | "uploaded";
      /** Why an upload was refused, in words (the uploads' own). */
      uploadProblem?: string;
      /** What an image field's upload form posts (the uploads' route): the picture's purpose. */
      uploadPurpose: string;
    }
  | {
      page: "siteArticles";
      viewer: Viewer;
      /** Newest publication first; one without a time yet first of all. */
      articles: readonly SiteArticleItem[];
      /** A new article's address that was refused, with why. */
      newArticle?: { slug: string; problem: string };
      notice?: "discarded";
    }
  | {
      page: "siteArticle";
      viewer: Viewer;
      slug: string;
      /** The draft's version the form was opened at: a save from an older one is a conflict. */
      version: number;
      state: SiteArticleState;
      /** Whether saved changes wait to be published (and can be thrown away). */
      hasDraft: boolean;
      values: ArticleFormValues;
      /** What the author, topics and services are chosen from: the team's, the topics' and the services' content. */
      choices: {
        authors: readonly { id: string; name: string }[];
        topics: readonly { id: string; name: SiteTwin }[];
        services: readonly { id: string; name: SiteTwin }[];
      };
      /** Each figure's picture for the editor, by its upload's id; a figure not found has none. */
      figureImages: Readonly<Record<string, { src: string; width: number; height: number }>>;
      /** Full paths of the Arabic fields whose English changed since they were reviewed ("ar.body"). */
      marks: readonly string[];
      /** Full paths of the Arabic fields ticked "reviewed" (kept across a refused save). */
      reviewed: readonly string[];
      /** Why the save or upload was refused, per field (its path, as `fieldId` takes it), in the form's order. */
      problems?: readonly { path: string; message: string }[];
      /** Someone saved since the form was opened: the fields that differ, theirs beside these. */
      conflict?: {
        who: string;
        at: string;
        fields: readonly { label: string; theirs: string; yours: string; lang?: Language; long: boolean }[];
      };
      /** A deployment changed these fields in the repository while they changed here: the server's value stands until someone chooses. */
      deployConflicts?: readonly SiteDeployConflict[];
      notice?:
        | { kind: "saved" | "noChange" | "discarded" | "discardRefused" }
        | { kind: "figureAdded" | "figureRemoved"; file: string };
    }
  | {
      page: "sitePreview";
      viewer: Viewer;
      /** The preview build; null: none built for the current drafts yet. */
      build: SiteBuildView | null;
      /** Each changed page in both languages, once the preview is built. */
      pages: readonly { name: string; href: SiteTwin }[];
    }
  | {
      page: "sitePublish";
      viewer: Viewer;
      changes: readonly SiteKindChanges[];
      unreviewed: readonly SiteFieldLink[];
      /** The publish was asked for without ticking the box that accepts unreviewed Arabic. */
      confirmMissing?: boolean;
    }
  | { page: "sitePublishing"; viewer: Viewer; build: SiteBuildView; liveHref: string }
  | {
      page: "siteHistory";
      viewer: Viewer;
      revisions: readonly {
        number: number;
        kind: "publish" | "rollback" | "deploy" | "schedule";
        /** Null: the server itself (a deployment's files). */
        who: string | null;
        at: string;
        /** Live now; being put live; recorded but its publish failed (never live); or live before. */
        status: "live" | "publishing" | "not-live" | "earlier";
        /** For a rollback: the version it went back to. */
        rollbackOf?: number;
        changes: readonly SiteKindChanges[];
      }[];
    }
  | { page: "siteRollback"; viewer: Viewer; revision: { number: number; who: string | null; at: string } }
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
