import { FormErrorSummary } from "~/components/form-error-summary";
import { editorCopy } from "~/content/inbox/editor-copy";
import { formatDubaiTime } from "./format";
import {
  ActionButton,
  BackLink,
  CsrfField,
  Notice,
  PageHeading,
  Panel,
  primaryButton,
  textLink,
} from "./inbox-ui";
import { FormNodes, imagePaths, uploadFormId } from "./site-form";
import { Bilingual } from "./site-changes";
import { fieldId, type InboxView } from "./views";

const copy = editorCopy.edit;

type EditView = Extract<InboxView, { page: "siteEdit" }>;

function ConflictPanel({ conflict }: { conflict: NonNullable<EditView["conflict"]> }) {
  return (
    <Panel labelledBy="conflict-heading" className="mb-6 border-amber-300">
      <div role="alert">
        <h2 id="conflict-heading" className="text-lg font-semibold text-navy-900">
          {copy.conflict.heading}
        </h2>
        <p className="mt-2 text-ink">{copy.conflict.lead(conflict.who, formatDubaiTime(conflict.at))}</p>
      </div>
      <ul className="mt-4 grid gap-4">
        {conflict.fields.map((field) => (
          <li key={field.label} className="max-w-none rounded-xl border border-navy-100 p-3">
            <p className="font-semibold text-navy-900">{field.label}</p>
            <div className="mt-2 grid gap-3 md:grid-cols-2">
              <div>
                <p className="text-sm font-semibold text-ink-muted">{copy.conflict.theirs}</p>
                <Bilingual twin={field.theirs} />
              </div>
              <div>
                <p className="text-sm font-semibold text-ink-muted">{copy.conflict.yours}</p>
                <Bilingual twin={field.yours} />
              </div>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-4 font-medium text-navy-900">{copy.conflict.again}</p>
    </Panel>
  );
}

/** The fields a deployment changed while staff changed them too, each with both values and the choice between them. */
export function DeployConflicts({
  fields,
  action,
  csrfToken,
}: {
  fields: NonNullable<EditView["deployConflicts"]>;
  action: string;
  csrfToken: string;
}) {
  return (
    <Panel heading={{ id: "deploy-conflicts-heading", text: copy.deployConflict.heading }} className="mb-6">
      <p className="mt-2 text-ink">{copy.deployConflict.lead}</p>
      <ul className="mt-4 grid gap-3">
        {fields.map((field) => (
          <li key={field.path} className="max-w-none rounded-xl border border-navy-100 p-3">
            <a href={`#${fieldId(field.path)}`} className={textLink}>
              {field.label}
            </a>
            <dl className="mt-2 grid gap-2 md:grid-cols-2">
              <div>
                <dt className="text-sm font-semibold text-ink-muted">{copy.deployConflict.here}</dt>
                <dd {...langOf(field.path)}>{field.here}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-ink-muted">{copy.deployConflict.repository}</dt>
                <dd {...langOf(field.path)}>{field.repository}</dd>
              </div>
            </dl>
            <div className="mt-3 flex flex-wrap gap-2">
              <ActionButton
                action={action}
                csrfToken={csrfToken}
                fields={{ path: field.path, choice: "ours" }}
              >
                {copy.deployConflict.keep}
                <span className="sr-only">: {field.label}</span>
              </ActionButton>
              <ActionButton
                action={action}
                csrfToken={csrfToken}
                fields={{ path: field.path, choice: "theirs" }}
              >
                {copy.deployConflict.take}
                <span className="sr-only">: {field.label}</span>
              </ActionButton>
            </div>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** A full path's language, for the text it names. */
const langOf = (path: string) =>
  path.startsWith("ar.") ? { lang: "ar", dir: "rtl", className: "font-arabic" } : { lang: "en", dir: "ltr" };

/**
 * A kind of content's form: every field of its schema, English and Arabic
 * side by side, saved as a draft. A refused save keeps every value typed.
 */
export function SiteEditPage({ view }: { view: EditView }) {
  const { viewer, kind, problems = [] } = view;
  const state = {
    problems: new Map(problems.map((problem) => [problem.path, problem.message])),
    reviewed: new Set(view.reviewed),
  };
  const save = (
    <button type="submit" className={primaryButton}>
      {copy.save}
    </button>
  );
  return (
    <div className="max-w-5xl">
      <BackLink href="/inbox/site">{copy.back}</BackLink>
      <PageHeading lead={`${copy.appearsOn(kind.pages.join(", "))} ${copy.lead}`}>{kind.label}</PageHeading>
      {problems.length === 0 ? null : (
        <FormErrorSummary
          heading={copy.errorsHeading(problems.length)}
          problems={problems.map((problem) => ({ fieldId: fieldId(problem.path), message: problem.message }))}
        />
      )}
      {problems.length === 0 ? null : <p className="-mt-4 mb-6 text-ink">{copy.errorsLead}</p>}
      {view.notice === undefined ? null : <Notice>{copy[view.notice]}</Notice>}
      {view.uploadProblem === undefined ? null : <Notice tone="error">{view.uploadProblem}</Notice>}
      {view.conflict === undefined ? null : <ConflictPanel conflict={view.conflict} />}
      {view.deployConflicts === undefined || view.deployConflicts.length === 0 ? null : (
        <DeployConflicts
          fields={view.deployConflicts}
          action={`/inbox/site/${kind.name}/conflicts`}
          csrfToken={viewer.csrfToken}
        />
      )}
      {/* The server's messages name field and language; the browser's own bubbles would say less and in another voice. */}
      <form method="post" action={`/inbox/site/${kind.name}`} noValidate>
        <CsrfField token={viewer.csrfToken} />
        <input type="hidden" name="version" value={view.version} />
        {/* The first submit button is the one Enter presses: Save, never a list's Remove. */}
        <div className="mb-4 flex justify-end">{save}</div>
        <div className="grid gap-4">
          <FormNodes nodes={view.form} state={state} />
        </div>
        <div className="mt-6 flex justify-end">{save}</div>
      </form>
      {imagePaths(view.form).map((path) => (
        <form
          key={path}
          id={uploadFormId(path)}
          method="post"
          action="/inbox/site/uploads"
          encType="multipart/form-data"
        >
          <CsrfField token={viewer.csrfToken} />
          <input type="hidden" name="purpose" value={view.uploadPurpose} />
          {/* The uploads' route sends the browser back here with the picture's id, for this field. */}
          <input type="hidden" name="back" value={`/inbox/site/${kind.name}?field=${path}`} />
        </form>
      ))}
    </div>
  );
}
