import type { ColumnType, Generated } from "kysely";

/** Written as ISO-8601 UTC text; read back as text (SQLite) or a Date (PostgreSQL timestamptz). */
export type Timestamp = ColumnType<Date | string, string, string>;

/** Whether the company has been told: "none" when no channel is configured. */
export type NotificationState = "none" | "pending" | "sent" | "failed";

export type Channel = "email" | "webhook";

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
}

/** One notification to deliver: a row per submission and channel. */
export interface OutboxTable {
  id: Generated<number>;
  submission_id: number;
  channel: Channel;
  state: OutboxState;
  attempts: number;
  /** When the job is next due; while a worker holds it, the end of its lease. */
  next_attempt_at: Timestamp;
  last_error: string | null;
  updated_at: Timestamp;
}

/** One row, rewritten by each health check to prove the database takes writes. */
export interface HealthProbeTable {
  id: number;
  checked_at: Timestamp;
}

export interface Tables {
  submissions: SubmissionsTable;
  notification_outbox: OutboxTable;
  health_probe: HealthProbeTable;
}
