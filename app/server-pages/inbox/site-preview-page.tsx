import { editorCopy } from "~/content/inbox/editor-copy";
import { ActionButton, BackLink, PageHeading, Panel, primaryButton, textLink } from "./inbox-ui";
import { BuildProgress } from "./site-publish-page";
import type { InboxView } from "./views";

const copy = editorCopy.preview;

type PreviewView = Extract<InboxView, { page: "sitePreview" }>;

/** The widths a page is shown at: a phone's and a desktop's, in CSS pixels. */
const frames = [
  { width: copy.phone, className: "h-[760px] w-[390px]" },
  { width: copy.desktop, className: "h-[800px] w-[1280px]" },
] as const;

const languages = ["en", "ar"] as const;

/**
 * Every changed page of the preview build, in both languages, in frames as
 * wide as a phone and a desktop: the pages exactly as publishing would
 * build them. Before the build, its button or its progress.
 */
export function SitePreviewPage({ view }: { view: PreviewView }) {
  const { build } = view;
  const ready = build?.state === "done";
  return (
    <div>
      <BackLink href="/inbox/site">{editorCopy.edit.back}</BackLink>
      <PageHeading lead={copy.lead}>{copy.heading}</PageHeading>
      {build === null || build.state === "failed" ? (
        <>
          {build?.state === "failed" ? (
            <div role="alert" className="mb-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
              <p className="font-semibold">{copy.failed}</p>
              <p className="mt-2 whitespace-pre-line">{build.failure}</p>
            </div>
          ) : null}
          <ActionButton
            action="/inbox/site/preview"
            csrfToken={view.viewer.csrfToken}
            className={primaryButton}
          >
            {copy.build}
          </ActionButton>
        </>
      ) : ready ? null : (
        <Panel heading={{ id: "preview-progress", text: copy.building }}>
          <div role="status" className="mt-3">
            <BuildProgress build={build} />
          </div>
        </Panel>
      )}
      {ready ? (
        <div className="mb-6 flex flex-wrap items-center gap-3">
          <p className="text-ink-muted">{copy.endLead}</p>
          <ActionButton action="/inbox/site/preview/end" csrfToken={view.viewer.csrfToken}>
            {copy.end}
          </ActionButton>
        </div>
      ) : null}
      {ready && view.pages.length === 0 ? <p>{copy.none}</p> : null}
      {ready
        ? view.pages.map((page) => (
            <section key={page.name} aria-labelledby={`preview-${page.name}`} className="mb-10">
              <h2 id={`preview-${page.name}`} className="mb-3 text-xl font-semibold text-navy-900">
                {page.name}
              </h2>
              {languages.map((language) => (
                <div key={language} className="mb-6">
                  <h3 className="mb-2 font-semibold text-navy-900">
                    {editorCopy.languages[language]}{" "}
                    <a href={page.href[language]} className={`${textLink} text-sm font-normal`}>
                      {copy.open}
                    </a>
                  </h3>
                  <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
                    {frames.map((frame) => (
                      <figure key={frame.width} className="min-w-0">
                        <figcaption className="mb-1 text-sm text-ink-muted">{frame.width}</figcaption>
                        {/* Wider than the screen: the frame scrolls in its box, so the page is built at the true width. */}
                        <div
                          role="region"
                          aria-label={copy.frameTitle(page.name, editorCopy.languages[language], frame.width)}
                          tabIndex={0}
                          className="w-fit max-w-full overflow-x-auto rounded-xl border border-navy-200 bg-white"
                        >
                          <iframe
                            src={page.href[language]}
                            title={copy.frameTitle(page.name, editorCopy.languages[language], frame.width)}
                            loading="lazy"
                            className={`block ${frame.className}`}
                          />
                        </div>
                      </figure>
                    ))}
                  </div>
                </div>
              ))}
            </section>
          ))
        : null}
    </div>
  );
}
