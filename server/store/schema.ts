import type { ColumnType, Generated } from "kysely";
import type { ImagePurpose } from "../../app/lib/image-variants.ts";
import type { NotificationState, LeadState } from "../../app/lib/lead.ts";

/** Written as ISO-8601 UTC text; read back as text (SQLite) or a Date (PostgreSQL timestamptz). */
type Timestamp = ColumnType<Date | string, string, string>;

/** The channels that tell the company: a submission's notification_state follows these alone. */
export const companyChannels = ["email", "webhook"] as const;

export type CompanyChannel = (typeof companyChannels)[number];

export function isCompanyChannel(channel: string): channel is CompanyChannel {
  return (companyChannels as readonly string[]).includes(channel);
}

/** "receipt" tells the visitor their message arrived; it is queued and retried like the company's channels. */
export type LeadChannel = CompanyChannel | "receipt";

/**
 * Mail the inbox sends, queued and retried like the rest: a reply to the
 * visitor (tied to its lead), the mail telling someone a lead is theirs, the
 * morning digest and the owners' alert of an account under attack (tied to
 * no submission; their payload says what).
 */
type JobChannel = "reply" | "assignment" | "digest" | "sign-in-alert";

export type Channel = LeadChannel | JobChannel;

export type OutboxState = "pending" | "sent" | "failed";

export interface SubmissionsTable {
  id: Generated<number>;
  created_at: Timestamp;
  full_name: string;
  email: string;
  phone: string | null;
  message: string;
  user_agent: string | null;
  notification_state: NotificationState;
  /** "new" for every row from before the inbox. */
  state: ColumnType<LeadState, LeadState | undefined, LeadState>;
  /** The language of the page the form was on ("en" for rows from before it was kept). */
  locale: ColumnType<string, string | undefined, string>;
  /** When the state last changed by hand; null while untouched. */
  state_changed_at: Timestamp | null;
  /** Why it was stored as spam: a JSON array of SpamReason; null when no rule held. */
  spam_reasons: ColumnType<string | null, string | null | undefined, string | null>;
  /** Where the lead came from (issue 16); null landing page: no counted visit matched. Never the visitor's hash. */
  source_form_page: ColumnType<string | null, string | null | undefined, string | null>;
  source_landing_page: ColumnType<string | null, string | null | undefined, string | null>;
  source_referrer_host: ColumnType<string | null, string | null | undefined, string | null>;
  source_utm_source: ColumnType<string | null, string | null | undefined, string | null>;
  source_utm_medium: ColumnType<string | null, string | null | undefined, string | null>;
  source_utm_campaign: ColumnType<string | null, string | null | undefined, string | null>;
  /** Who answers it; null while nobody does (or their account was removed). */
  assignee_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The first reply sent from the inbox or marked as sent elsewhere; null until then. */
  first_answered_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

/** One mail or webhook to deliver: a row per submission and channel, or a job of its own (digest, assignment, sign-in alert). */
interface OutboxTable {
  id: Generated<number>;
  /** The submission it is about; null for a job tied to none (its payload says what). */
  submission_id: number | null;
  channel: Channel;
  state: OutboxState;
  attempts: number;
  /** When the job is next due; while a worker holds it, the end of its lease. */
  next_attempt_at: Timestamp;
  last_error: string | null;
  updated_at: Timestamp;
  /** Unique when set: "digest:<user>:<day>", so a job is queued once whoever queues it. */
  job_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON: what a job tied to no submission (or a reply) is about. */
  payload: ColumnType<string | null, string | null | undefined, string | null>;
  /** The Message-ID of a mail to the visitor (the receipt, a reply), so a reply can thread under it. */
  message_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An internal note on a lead: never sent to the visitor. */
interface LeadNotesTable {
  id: Generated<number>;
  submission_id: number;
  author_id: number | null;
  /** The author's name when it was written. */
  author_name: string;
  body: string;
  created_at: Timestamp;
}

/** A reply sent to the visitor from the inbox; its delivery is its outbox job. */
interface LeadRepliesTable {
  id: Generated<number>;
  submission_id: number;
  author_id: number | null;
  author_name: string;
  body: string;
  created_at: Timestamp;
  outbox_id: number | null;
  /** The form it was sent from, unique: a second post of the same form stores nothing. Null before migration 0008. */
  form_token: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Something that happened to a lead, written with the change itself: the timeline reads these. */
interface LeadEventsTable {
  id: Generated<number>;
  submission_id: number;
  at: Timestamp;
  actor_id: number | null;
  /** Who did it, as named then; null for the server itself. */
  actor_name: string | null;
  kind: string;
  detail: string | null;
  /** assigned: the account given the lead (null before migration 0008, or once that account is gone). */
  subject_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** That an account's digest for a Dubai day was decided (queued, or nothing to say): once per day, on any instance. */
interface DigestRunsTable {
  user_id: number;
  day: string;
  at: Timestamp;
}

/** One row, rewritten by each health check to prove the database takes writes. */
interface HealthProbeTable {
  id: number;
  checked_at: Timestamp;
}

export type UserRole = "owner" | "member";

/** A person of the company who may use the inbox. */
export interface UsersTable {
  id: Generated<number>;
  /** Lower-cased; unique. */
  email: string;
  role: UserRole;
  /** argon2id (PHC string); null until the person sets a password. */
  password_hash: string | null;
  /** SHA-256 (hex) of the one-time code that sets the password; null when none is outstanding. */
  setup_code_hash: string | null;
  setup_code_expires_at: Timestamp | null;
  created_at: Timestamp;
  /** How colleagues and visitors see the person; null: the email stands in. */
  display_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1: no morning digest. */
  digest_off: ColumnType<number, number | undefined, number>;
  /** The display name's keys (display-name.ts), each unique; null without a name, or for a name that clashed before migration 0008. */
  name_key: ColumnType<string | null, string | null | undefined, string | null>;
  name_seen_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1: an owner granted the account the right to edit and publish the site (owners have it by their role). */
  editor: ColumnType<number, number | undefined, number>;
}

/** A signed-in browser. The cookie holds a random token; the row is keyed by its SHA-256, so a copy of the table signs no one in. */
interface SessionsTable {
  id: string;
  user_id: number;
  /** The synchronizer token every state-changing form of this session carries. */
  csrf_token: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  /** The absolute end (created_at + 30 days); the idle end is last_seen_at + 8 hours. */
  expires_at: Timestamp;
}

/** A WebAuthn credential (passkey) of a user. */
interface PasskeysTable {
  /** The credential id, base64url. */
  id: string;
  user_id: number;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The signature counter (0 for authenticators that keep none). */
  counter: ColumnType<number | string, number, number>;
  /** JSON array of transports, as the browser reported them. */
  transports: string | null;
  name: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
}

/** A WebAuthn challenge waiting for its answer, keyed by the SHA-256 of a short-lived cookie's token. */
export interface AuthChallengesTable {
  id: string;
  challenge: string;
  purpose: "register" | "authenticate";
  /** The user registering a passkey; null while signing in. */
  user_id: number | null;
  expires_at: Timestamp;
}

/** Who did what, when. No message text and no visitor's address; rows outlive the accounts they name. */
interface AuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  /** The account that acted; null for the CLI and for failed sign-ins. */
  actor_user_id: number | null;
  actor_email: string | null;
  action: string;
  /** What it was done to: "submission 12", "user a@b.example", "3 submissions". */
  subject: string | null;
  /** How many times it happened: refused sign-ins from one client in one minute share a row. */
  count: ColumnType<number, number | undefined, number>;
  /** For such a shared row, what it stands for (hashed client, minute, action, subject); null for every other event. */
  burst_key: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A shared counter: failed sign-ins per account or client, and the form's token buckets, across every instance. */
interface ThrottlesTable {
  /** A namespaced key ("sign-in:account:<sha256>", "form:<sha256 of client>"); never a raw address. */
  key: string;
  /** Failures in the window, or a bucket's tokens. */
  value: number;
  /** When the window started, or the bucket was last refilled. */
  updated_at: Timestamp;
  /** Lockouts so far: each lasts twice the one before. Forgotten with the row, a day after its last window. */
  strikes: ColumnType<number, number | undefined, number>;
  /** Refused until then; null when not locked. */
  locked_until: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

/** The random salt of one Dubai day: deleted when the day ends, so that day's visitor hashes can never be made again. */
interface InsightsSaltsTable {
  day: string;
  /** 32 random bytes, base64url. */
  salt: string;
  created_at: Timestamp;
}

/** A visitor's first view of a Dubai day, keyed by the salted hash; deleted with the day's salt. */
interface InsightsVisitorsTable {
  day: string;
  hash: string;
  path: string;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  locale: string;
  device: string;
}

/** One day's count for one value of one dimension: views, and visitors whose first view of the day had that value. */
interface InsightsCountsTable {
  day: string;
  dimension: string;
  value: string;
  /** A not-found path's referring host; "" elsewhere. */
  detail: ColumnType<string, string | undefined, string>;
  views: ColumnType<number, number | undefined, number>;
  visitors: ColumnType<number, number | undefined, number>;
}

/** A kind's editing state, one row per kind once first written: its unpublished draft (or none) and its version. */
interface ContentDraftsTable {
  kind: string;
  /** The whole document as JSON; null when the kind shows its latest revision. */
  data: string | null;
  /** JSON array of field paths; null with data. */
  needs_review: string | null;
  /** Raised by every change to what the editor shows for the kind; a save names the one it started from. */
  version: number;
  saved_by_id: number | null;
  /** The saver's name then; null with no draft, or for a draft a deployment's files made. */
  saved_by_name: string | null;
  saved_at: Timestamp | null;
}

/** A published revision of the whole site's content. */
interface ContentRevisionsTable {
  /** 1, 2, 3…: the revision's name in the history and in content/revision.json. */
  number: number;
  /** JSON: every kind's document by kind name. */
  content: string;
  /** JSON: needs-review field paths by kind name. */
  needs_review: string;
  /** JSON: the per-field changes from the revision before (none for the first). */
  changes: string;
  source: string;
  /** For a rollback, the revision whose content it brought back. */
  rollback_of: number | null;
  by_id: number | null;
  /** Who made it, named as then; null for the server (seed, deployment). */
  by_name: string | null;
  created_at: Timestamp;
}

/** A field a deployment's content files and the server both changed: kept until an editor chooses. */
interface ContentConflictsTable {
  kind: string;
  path: string;
  /** Each side's value as JSON; null where the field is absent on that side. */
  base: string | null;
  ours: string | null;
  theirs: string | null;
  /** The revision the files named as theirs to start from. */
  base_revision: number | null;
  found_at: Timestamp;
}

/** Content files already merged, by the digest of their text and base: a restart does not merge them twice. */
interface ContentImportsTable {
  digest: string;
  base_revision: number | null;
  imported_at: Timestamp;
}

/** An image staff uploaded (decision 036): its files are in the uploads folder, under its id. */
interface UploadsTable {
  /** The first 128 bits of the SHA-256 of its purpose and bytes, as hex: the folder its variants are in. */
  id: string;
  purpose: ImagePurpose;
  /** Its size once turned upright and cut to its purpose's shape. */
  width: number;
  height: number;
  /** JSON: the variants made, `{ width, height, format, bytes }[]`. */
  variants: string;
  /** Who uploaded it: the account's id and email, kept after the account goes, as the audit log keeps them. */
  uploaded_by_id: number;
  uploaded_by: string;
  uploaded_at: Timestamp;
}

export interface Tables {
  submissions: SubmissionsTable;
  notification_outbox: OutboxTable;
  health_probe: HealthProbeTable;
  users: UsersTable;
  sessions: SessionsTable;
  passkeys: PasskeysTable;
  auth_challenges: AuthChallengesTable;
  audit_log: AuditLogTable;
  throttles: ThrottlesTable;
  insights_salts: InsightsSaltsTable;
  insights_visitors: InsightsVisitorsTable;
  insights_counts: InsightsCountsTable;
  lead_notes: LeadNotesTable;
  lead_replies: LeadRepliesTable;
  lead_events: LeadEventsTable;
  digest_runs: DigestRunsTable;
  content_drafts: ContentDraftsTable;
  content_revisions: ContentRevisionsTable;
  content_conflicts: ContentConflictsTable;
  content_imports: ContentImportsTable;
  uploads: UploadsTable;
}
