import clsx from "clsx";
import { editorCopy } from "~/content/inbox/editor-copy";
import { CsrfField, Notice, PageHeading, Panel, primaryButton, smallButton, textLink } from "./inbox-ui";
import { ChangesList, FieldLinks } from "./site-changes";
import type { InboxView, SiteBuildView } from "./views";

const copy = editorCopy.publish;

type PublishView = Extract<InboxView, { page: "sitePublish" }>;
type PublishingView = Extract<InboxView, { page: "sitePublishing" }>;

const stepStyles: Record<SiteBuildView["steps"][number]["state"], string> = {
  waiting: "bg-navy-50 text-ink-muted",
  running: "bg-accent-soft/60 text-navy-900",
  done: "bg-emerald-100 text-emerald-900",
  failed: "bg-red-100 text-red-900",
};

/** A build's steps with their state and time, the time so far, and a failure in words. */
export function BuildProgress({ build }: { build: SiteBuildView }) {
  return (
    <>
      {build.state === "queued" ? <p className="mb-3 text-ink">{copy.queued}</p> : null}
      <ol className="grid gap-2">
        {build.steps.map((step) => (
          <li key={step.label} className="max-w-none flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium text-navy-900">{step.label}</span>
            <span className="flex items-center gap-2 text-sm">
              {step.seconds === undefined ? null : (
                <span className="text-ink-muted">{copy.took(step.seconds)}</span>
              )}
              <span
                className={clsx("rounded-full px-2.5 py-0.5 text-xs font-semibold", stepStyles[step.state])}
              >
                {copy.steps[step.state]}
              </span>
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-ink-muted">
        {build.state === "done" || build.state === "failed"
          ? copy.total(build.elapsedSeconds)
          : copy.elapsed(build.elapsedSeconds)}
      </p>
    </>
  );
}

/** What publishing will put live, field by field, and the confirmation it asks for when Arabic is not reviewed. */
export function SitePublishPage({ view }: { view: PublishView }) {
  const { viewer, changes, unreviewed } = view;
  if (changes.length === 0) {
    return (
      <div className="max-w-3xl">
        <PageHeading>{copy.heading}</PageHeading>
        <p>{copy.nothing}</p>
        <p className="mt-4">
          <a href="/inbox/site" className={textLink}>
            {copy.back}
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="max-w-5xl">
      <PageHeading lead={copy.lead}>{copy.heading}</PageHeading>
      {view.confirmMissing === true ? <Notice tone="error">{copy.confirmNeeded}</Notice> : null}
      <Panel className="mb-6">
        <ChangesList changes={changes} idPrefix="publish" />
      </Panel>
      <form method="post" action="/inbox/site/publish">
        <CsrfField token={viewer.csrfToken} />
        {unreviewed.length === 0 ? null : (
          <Panel labelledBy="unreviewed-heading" className="mb-6 border-amber-300">
            <h2 id="unreviewed-heading" className="text-lg font-semibold text-navy-900">
              {copy.unreviewedHeading(unreviewed.length)}
            </h2>
            <p className="mt-2 text-ink">{copy.unreviewedLead}</p>
            <FieldLinks links={unreviewed} />
            <p className="mt-4 flex min-h-11 items-center gap-3">
              <input
                id="accept-unreviewed"
                type="checkbox"
                name="acceptUnreviewed"
                value={String(unreviewed.length)}
                required
                className="size-5 shrink-0 accent-navy-900"
                {...(view.confirmMissing === true ? { "aria-invalid": true } : {})}
              />
              <label htmlFor="accept-unreviewed" className="font-semibold text-navy-900">
                {copy.confirmUnreviewed(unreviewed.length)}
              </label>
            </p>
          </Panel>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={primaryButton}>
            {copy.confirm}
          </button>
          {unreviewed.length === 0 ? null : (
            <a href="/inbox/site" className={smallButton}>
              {copy.reviewFirst}
            </a>
          )}
        </div>
      </form>
    </div>
  );
}

/** A publish under way (the page refreshes itself), or its result. */
export function SitePublishingPage({ view }: { view: PublishingView }) {
  const { build } = view;
  const running = build.state === "queued" || build.state === "running";
  return (
    <div className="max-w-3xl">
      <PageHeading lead={running ? copy.progressLead : undefined}>
        {build.state === "failed" ? copy.failedHeading : copy.progressHeading}
      </PageHeading>
      {build.state === "done" ? <Notice>{copy.done}</Notice> : null}
      {build.state === "failed" ? (
        <div role="alert" className="mb-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{copy.failedLead}</p>
          <p className="mt-2 whitespace-pre-line">{build.failure}</p>
          <p className="mt-2">{copy.failedNext}</p>
        </div>
      ) : null}
      <Panel className="mb-6">
        <div role={running ? "status" : undefined}>
          <BuildProgress build={build} />
        </div>
      </Panel>
      <p className="flex flex-wrap gap-4">
        <a href="/inbox/site" className={textLink}>
          {copy.back}
        </a>
        {build.state === "done" ? (
          <a href={view.liveHref} className={textLink}>
            {copy.viewSite}
          </a>
        ) : null}
      </p>
    </div>
  );
}
