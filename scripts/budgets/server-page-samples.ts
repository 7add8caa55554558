import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { locales } from "../../app/config/locales.ts";
import { inboxCopy } from "../../app/content/inbox/inbox-copy.ts";
import type { InboxView, MessageSummary } from "../../app/server-pages/inbox/views.ts";
import { readHeadLinks } from "../../server/render/head-links.ts";
import { loadServerPages } from "../../server/render/server-pages.ts";

/**
 * The pages the server renders per request, written out with sample data so
 * the HTML checker reads exactly what the server sends: every answer page of
 * the form collector in each language, and every page of the inbox.
 */
const values = {
  fullName: "Omar Al Mansoori",
  email: "not-an-email",
  phone: "+971501234567",
  message: "Hello,\nplease call me.",
};

const viewer = {
  id: 1,
  email: "partner@dunecrest.example",
  name: "Layla Haddad",
  role: "owner",
  csrfToken: "sample-token",
  isOwner: true,
  canEdit: true,
};
const accounts = [
  { email: "partner@dunecrest.example", name: "Layla Haddad", role: "owner", canEdit: true },
  { email: "omar@dunecrest.example", name: "Omar Saleh", role: "member", canEdit: true },
  { email: "sara@dunecrest.example", name: "sara@dunecrest.example", role: "member", canEdit: false },
];
const summaries: MessageSummary[] = [
  {
    id: 2,
    createdAt: "2026-11-20T08:15:00.000Z",
    fullName: "سارة أحمد",
    email: "sara@example.com",
    excerpt: "نود مناقشة مشروع…",
    state: "new",
    assigneeName: null,
    clock: { overdue: true, hours: 2, dueAt: "2026-11-21T08:15:00.000Z" },
  },
  {
    id: 1,
    createdAt: "2026-11-19T10:00:00.000Z",
    fullName: "Omar Al Mansoori",
    email: "omar@example.com",
    excerpt: "Please call me about AML screening.",
    state: "handled",
    assigneeName: "Layla Haddad",
    clock: null,
  },
];
const message = {
  id: 1,
  createdAt: "2026-11-19T10:00:00.000Z",
  fullName: "Omar Al Mansoori",
  email: "omar@example.com",
  phone: "+971501234567",
  message: "Please call me\nabout AML screening.",
  state: "new" as const,
  locale: "en",
  spamReasons: [],
  source: {
    formPage: "/contact",
    landingPage: "/services",
    referrerHost: "www.linkedin.com",
    utmSource: "linkedin",
    utmMedium: "social",
    utmCampaign: "launch",
  },
  notifications: [
    {
      channel: "email",
      state: "failed",
      attempts: 3,
      lastError: "connect ECONNREFUSED 127.0.0.1:25",
      updatedAt: "2026-11-19T10:05:00.000Z",
    },
  ],
};
const lead = {
  assigneeId: 1,
  colleagues: [
    { id: 1, name: "Layla Haddad" },
    { id: 2, name: "omar@dunecrest.example" },
  ],
  firstAnsweredAt: null,
  clock: { overdue: false, hours: 3, dueAt: "2026-11-20T10:00:00.000Z" },
  repliesOn: true,
  replyToken: "sample-reply-token",
  timeline: [
    { kind: "arrived" as const, at: "2026-11-19T10:00:00.000Z" },
    {
      kind: "notification" as const,
      at: "2026-11-19T10:05:00.000Z",
      channel: "email",
      state: "failed",
      attempts: 3,
    },
    {
      kind: "assigned" as const,
      at: "2026-11-19T11:00:00.000Z",
      who: "Layla Haddad",
      assignee: "Layla Haddad",
    },
    {
      kind: "note" as const,
      at: "2026-11-19T11:05:00.000Z",
      who: "Layla Haddad",
      body: "Called, no answer.\nTry again at 4.",
    },
    {
      kind: "reply" as const,
      at: "2026-11-19T12:00:00.000Z",
      who: "Layla Haddad",
      body: "Thank you, we will call tomorrow.",
      delivery: "sent",
    },
    { kind: "state" as const, at: "2026-11-19T12:00:00.000Z", who: "Layla Haddad", state: "handled" },
  ],
};
const days = Array.from({ length: 30 }, (_, index) => ({
  date: `2026-11-${String((index % 28) + 1).padStart(2, "0")}`,
  count: index % 4,
}));

const inboxViews: Record<string, InboxView> = {
  "sign-in": {
    page: "signIn",
    csrfToken: "t",
    next: "/inbox",
    passkeys: true,
    notice: "throttled",
    retryAfterSeconds: 600,
  },
  "set-password": { page: "setPassword", csrfToken: "t", email: viewer.email, problem: "mismatch" },
  list: {
    page: "list",
    viewer,
    filter: { q: "aml", state: "all", from: "2026-11-01" },
    invalidDates: true,
    items: summaries,
    total: 60,
    pageNumber: 2,
    pageCount: 3,
    counts: { new: 1, handled: 1, spam: 0, all: 2 },
    days,
    hrefs: {
      page: (n) => `/inbox?page=${n}`,
      tab: (state) => `/inbox?state=${state}`,
      export: (kind) => `/inbox/export.${kind}`,
      toggle: (view) => `/inbox?${view}=1`,
    },
    notice: "The lead was deleted.",
  },
  submission: { page: "lead", viewer, message, lead, backHref: "/inbox", notice: "Marked handled." },
  "submission-refused-note": {
    page: "lead",
    viewer,
    message,
    lead: { ...lead, repliesOn: false },
    backHref: "/inbox",
    problem: { field: "note", text: "Write something first.", value: " " },
  },
  "submission-spam": {
    page: "lead",
    viewer,
    message: {
      ...message,
      source: {
        formPage: "/ar/contact",
        landingPage: null,
        referrerHost: null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
      },
      state: "spam",
      spamReasons: [inboxCopy.lead.spamReasons.honeypot, inboxCopy.lead.spamReasons["too-fast"]],
    },
    lead: { ...lead, clock: null },
    backHref: "/inbox?state=spam",
    error: inboxCopy.lead.spamNotAnswered,
  },
  "confirm-delete": { page: "confirmDelete", viewer, lead: message },
  insights: {
    page: "insights",
    viewer,
    invalidDates: true,
    outOfRange: true,
    kept: { first: "2025-10-24", last: "2026-11-27" },
    refusedExport: true,
    articleTitles: {
      "cloud-costs-in-the-gulf": {
        text: "Cloud costs in the Gulf",
        path: "/articles/cloud-costs-in-the-gulf",
        lang: "en",
        dir: "ltr",
      },
      "arabic-first-apps": {
        text: "تطبيقات تبدأ بالعربية",
        path: "/ar/articles/arabic-first-apps",
        lang: "ar",
        dir: "rtl",
      },
    },
    exportHref: (table) => `/inbox/insights/${table}.csv?from=2026-10-29&to=2026-11-27`,
    answerWeeks: [
      { week: "2026-11-16", leads: 4, answered: 3, medianMs: 5_400_000, withinPromise: 2, decided: 4 },
      { week: "2026-11-09", leads: 0, answered: 0, medianMs: null, withinPromise: 0, decided: 0 },
    ],
    report: {
      from: "2026-10-29",
      to: "2026-11-27",
      days: days.map((day, index) => ({
        date: day.date,
        visitors: day.count * 7 + index,
        views: day.count * 19 + index * 2,
      })),
      visitors: 412,
      views: 1290,
      leads: 9,
      traffic: {
        pages: [
          { value: "/", detail: "", views: 610, visitors: 240 },
          { value: "/ar/services", detail: "", views: 220, visitors: 61 },
          { value: "/services", detail: "", views: 180, visitors: 40 },
        ],
        referrers: [
          { value: "www.google.com", detail: "", views: 300, visitors: 120 },
          { value: "www.linkedin.com", detail: "", views: 90, visitors: 41 },
        ],
        campaigns: [{ value: "linkedin / social / launch", detail: "", views: 80, visitors: 38 }],
        languages: [
          { value: "en", detail: "", views: 900, visitors: 300 },
          { value: "ar", detail: "", views: 390, visitors: 112 },
        ],
        devices: [
          { value: "phone", detail: "", views: 700, visitors: 260 },
          { value: "desktop", detail: "", views: 560, visitors: 140 },
          { value: "tablet", detail: "", views: 30, visitors: 12 },
        ],
        "not-found": [
          { value: "/old-services.php", detail: "partner.example", views: 14, visitors: 0 },
          { value: "/(other)", detail: "", views: 3, visitors: 0 },
        ],
      },
      conversion: {
        "leads-by-landing-page": [
          { value: "/", visitors: 240, leads: 4 },
          { value: "/ar/services", visitors: 61, leads: 3 },
          { value: null, visitors: 0, leads: 2 },
        ],
        "leads-by-referrer": [
          { value: "www.linkedin.com", visitors: 41, leads: 3 },
          { value: null, visitors: 0, leads: 6 },
        ],
        "leads-by-campaign": [{ value: "linkedin / social / launch", visitors: 38, leads: 3 }],
        "leads-by-language": [
          { value: "en", visitors: 300, leads: 5 },
          { value: "ar", visitors: 112, leads: 4 },
        ],
      },
      articles: [
        { slug: "cloud-costs-in-the-gulf", views: 140, visitors: 40, leads: 3 },
        { slug: "arabic-first-apps", views: 60, visitors: 22, leads: 1 },
        { slug: "retired-article", views: 12, visitors: 0, leads: 0 },
      ],
    },
  },
  people: {
    page: "people",
    viewer,
    namesToChange: [],
    accounts,
    editorChange: { change: "granted", name: "Omar Saleh" },
    email: "omar@example.com",
    matches: summaries,
  },
  "people-erase": {
    page: "people",
    viewer,
    namesToChange: [],
    accounts,
    email: "omar@example.com",
    matches: summaries,
    confirmErase: true,
  },
  "people-names": {
    page: "people",
    viewer,
    accounts,
    namesToChange: [
      { email: "layla@dunecrest.example", name: "Layla Haddad", problem: "clash" },
      { email: "mallory@dunecrest.example", name: "layla haddad", problem: "clash" },
      { email: "eve@dunecrest.example", name: "Eve <ceo@bank.example>", problem: "notPlain" },
    ],
  },
  account: {
    page: "account",
    viewer,
    passkeys: [
      { id: "cred-1", name: "Work laptop", createdAt: "2026-11-01T09:00:00.000Z", lastUsedAt: null },
    ],
    passkeysOn: true,
    needsPassword: true,
    displayName: "Layla Haddad",
    digestOff: false,
    mailOn: true,
    digestTime: "08:30",
    notice: "passkeyAdded",
  },
  "account-passkeys-off": {
    page: "account",
    viewer,
    passkeys: [],
    passkeysOn: false,
    needsPassword: false,
    displayName: null,
    digestOff: true,
    mailOn: false,
    digestTime: "08:30",
  },
  "not-found": { page: "notFound", viewer },
  forbidden: { page: "forbidden", viewer: null },
  "owners-only": {
    page: "forbidden",
    viewer: { ...viewer, role: "member", isOwner: false, canEdit: false },
    ownersOnly: true,
  },
  "editors-only": {
    page: "forbidden",
    viewer: { ...viewer, role: "member", isOwner: false, canEdit: false },
    editorsOnly: true,
  },
  "site-publishing": {
    page: "sitePublishing",
    viewer,
    liveHref: "/",
    build: {
      state: "running",
      elapsedSeconds: 12,
      steps: [
        { label: "Getting the content ready", state: "done", seconds: 0 },
        { label: "Building the pages", state: "done", seconds: 9 },
        { label: "Putting it live on every server at once", state: "running" },
      ],
    },
  },
  "site-history": {
    page: "siteHistory",
    viewer,
    revisions: [
      {
        number: 4,
        kind: "publish",
        who: "Layla Haddad",
        at: "2026-11-28T09:10:00.000Z",
        status: "not-live",
        changes: [],
      },
      {
        number: 3,
        kind: "publish",
        who: "Layla Haddad",
        at: "2026-11-27T09:10:00.000Z",
        status: "live",
        changes: [
          {
            kind: "team",
            label: "Team",
            fields: [
              {
                path: "en.members.1.position",
                label: "Team › Member 2 › Position",
                en: { before: "CTO", after: "Chief Technology Officer" },
                ar: { before: "المدير التقني", after: "الرئيس التنفيذي للتقنية" },
              },
            ],
          },
        ],
      },
      {
        number: 2,
        kind: "rollback",
        rollbackOf: 1,
        who: "Omar Saleh",
        at: "2026-11-26T09:10:00.000Z",
        status: "earlier",
        changes: [],
      },
    ],
  },
};

/** Writes the samples into `dir`; returns their paths. */
export async function writeServerPageSamples(staticDir: string, dir: string): Promise<string[]> {
  const pages = await loadServerPages(staticDir);
  const files: string[] = [];
  const write = (name: string, html: string) => {
    const file = path.join(dir, `${name}.html`);
    writeFileSync(file, html);
    files.push(file);
  };
  mkdirSync(dir, { recursive: true });
  const headLinksOf = readHeadLinks(staticDir, pages);
  for (const locale of locales) {
    const headLinks = headLinksOf[locale];
    write(
      `answer-${locale}-invalid`,
      await pages.renderAnswerPage(
        { kind: "invalid", values, errors: { email: "emailInvalid", fullName: "fullNameMissing" } },
        locale,
        headLinks,
      ),
    );
    write(
      `answer-${locale}-too-large`,
      await pages.renderAnswerPage({ kind: "tooLarge", values }, locale, headLinks),
    );
    write(
      `answer-${locale}-rate-limited`,
      await pages.renderAnswerPage({ kind: "rateLimited", values, retryAfterSeconds: 90 }, locale, headLinks),
    );
    write(
      `answer-${locale}-not-stored`,
      await pages.renderAnswerPage({ kind: "notStored", values }, locale, headLinks),
    );
    for (const kind of [
      "unsupportedType",
      "unsupportedEncoding",
      "methodNotAllowed",
      "unknownForm",
      "serverError",
    ] as const) {
      write(`answer-${locale}-${kind}`, await pages.renderAnswerPage({ kind }, locale, headLinks));
    }
    if (locale === "en") {
      for (const [name, view] of Object.entries(inboxViews))
        write(
          `inbox-${name}`,
          pages.renderInboxPage(view, { headLinks, passkeyScript: "/assets/inbox-passkeys.js" }),
        );
    }
  }
  return files;
}
