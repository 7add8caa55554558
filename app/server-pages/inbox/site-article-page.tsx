import clsx from "clsx";
import type { ReactNode } from "react";
import { FormErrorSummary } from "~/components/form-error-summary";
import { controlClassName } from "~/components/ui/form-field";
import { articleEditorCopy } from "~/content/inbox/article-editor-copy";
import { editorCopy } from "~/content/inbox/editor-copy";
import { MAX_ARTICLE_BODY } from "~/content/schema/article-document";
import { formatDubaiTime } from "./format";
import {
  ActionButton,
  BackLink,
  CsrfField,
  dangerOutlineButton,
  Notice,
  PageHeading,
  Panel,
  primaryButton,
  smallButton,
} from "./inbox-ui";
import { ArticleStateBadges, WrittenTitle } from "./site-articles-page";
import { DeployConflicts } from "./site-edit-page";
import { FieldBox, Help, TextTwins, type ControlOptions, type FormState } from "./site-form";
import {
  fieldId,
  LIST_ACTION_FIELD,
  TICKED,
  type ArticleFormValues,
  type InboxView,
  type SiteTwin,
} from "./views";

const copy = articleEditorCopy.form;

type ArticleView = Extract<InboxView, { page: "siteArticle" }>;
type Language = "en" | "ar";

const box = "min-w-0 rounded-xl border border-navy-100 bg-white p-4 sm:p-5";
const legend = "px-1 text-base font-semibold text-navy-900";
const labelText = "block text-sm font-semibold text-navy-900";
const checkbox = "mt-0.5 size-5 shrink-0 accent-navy-900";

/** The article's title for its heading: the English, else the Arabic, as typed. */
export const formTitle = (values: ArticleFormValues) =>
  values.text.en.title.trim() !== "" || values.text.ar.title.trim() === ""
    ? { text: values.text.en.title.trim(), lang: "en" as const }
    : { text: values.text.ar.title.trim(), lang: "ar" as const };

/** The ids a control is described by: its hint, and its error when it has one. */
const describedBy = (id: string, error: string | undefined) =>
  error === undefined ? `${id}-hint` : `${id}-hint ${id}-error`;

function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  return error === undefined ? null : (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

/** A name in both languages, the Arabic in its own face and direction. */
function TwinName({ name }: { name: SiteTwin }) {
  return (
    <>
      {name.en}
      {name.ar === "" ? null : (
        <>
          {" "}
          <span lang="ar" dir="rtl" className="font-arabic text-ink-muted">
            {name.ar}
          </span>
        </>
      )}
    </>
  );
}

/** A box ticked for a value, with its label beside it. */
function Tick({
  id,
  name,
  checked,
  children,
}: {
  id: string;
  name: string;
  checked: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-11 items-start gap-3 py-1">
      <input
        id={id}
        type="checkbox"
        name={name}
        value={TICKED}
        defaultChecked={checked}
        className={checkbox}
      />
      <label htmlFor={id} className="text-sm text-navy-900">
        {children}
      </label>
    </div>
  );
}

/** A yes-or-no field of the article's own (example, taken off the site): its box, label and hint. */
function Flag({
  name,
  checked,
  label,
  hint,
}: {
  name: "example" | "withdrawn";
  checked: boolean;
  label: string;
  hint: string;
}) {
  const id = fieldId(name);
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        name={name}
        value={TICKED}
        defaultChecked={checked}
        aria-describedby={`${id}-hint`}
        className={checkbox}
      />
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-navy-900">
          {label}
        </label>
        <Help id={`${id}-hint`}>{hint}</Help>
      </div>
    </div>
  );
}

/** Checkboxes for a list of choices (topics, services): the first box takes the field's id, where problems link. */
function ChoiceGroup({
  path,
  label,
  hint,
  choices,
  ticked,
  error,
}: {
  path: "topics" | "services";
  label: string;
  hint: string;
  choices: readonly { id: string; name: SiteTwin }[];
  ticked: readonly string[];
  error: string | undefined;
}) {
  const id = fieldId(path);
  return (
    <fieldset className="min-w-0" aria-describedby={describedBy(id, error)}>
      <legend className={labelText}>{label}</legend>
      <Help id={`${id}-hint`}>{hint}</Help>
      <ErrorText id={id} error={error} />
      <div className="mt-2 grid gap-x-6 sm:grid-cols-2">
        {choices.map((choice, index) => (
          <Tick
            key={choice.id}
            id={index === 0 ? id : `${id}-${choice.id}`}
            name={`${path}.${choice.id}`}
            checked={ticked.includes(choice.id)}
          >
            <TwinName name={choice.name} />
          </Tick>
        ))}
      </div>
    </fieldset>
  );
}

function About({ view, problems }: { view: ArticleView; problems: ReadonlyMap<string, string> }) {
  const { values, choices } = view;
  const words = copy.about;
  const author = fieldId("author");
  const published = fieldId("published");
  const authorKnown = choices.authors.some((member) => member.id === values.author);
  return (
    <fieldset className={box}>
      <legend className={legend}>{words.heading}</legend>
      <div className="mt-3 grid gap-6">
        <div>
          <label htmlFor={author} className={labelText}>
            {words.author}
          </label>
          <Help id={`${author}-hint`}>{words.authorHint}</Help>
          <ErrorText id={author} error={problems.get("author")} />
          <select
            id={author}
            name="author"
            defaultValue={values.author}
            aria-describedby={describedBy(author, problems.get("author"))}
            {...(problems.has("author") ? { "aria-invalid": true } : {})}
            className={clsx(controlClassName, "mt-2 max-w-md")}
          >
            <option value="">{words.authorChoose}</option>
            {choices.authors.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
            {values.author === "" || authorKnown ? null : (
              <option value={values.author}>{words.authorGone(values.author)}</option>
            )}
          </select>
        </div>
        <ChoiceGroup
          path="topics"
          label={words.topics}
          hint={words.topicsHint}
          choices={choices.topics}
          ticked={values.topics}
          error={problems.get("topics")}
        />
        <ChoiceGroup
          path="services"
          label={words.services}
          hint={words.servicesHint}
          choices={choices.services}
          ticked={values.services}
          error={problems.get("services")}
        />
        <div>
          <label htmlFor={published} className={labelText}>
            {words.published}
          </label>
          <Help id={`${published}-hint`}>{words.publishedHint}</Help>
          <ErrorText id={published} error={problems.get("published")} />
          <input
            id={published}
            name="published"
            type="datetime-local"
            step={60}
            defaultValue={values.published}
            aria-describedby={describedBy(published, problems.get("published"))}
            {...(problems.has("published") ? { "aria-invalid": true } : {})}
            className={clsx(controlClassName, "mt-2 max-w-xs")}
          />
        </div>
        <Flag name="example" checked={values.example} label={words.example} hint={words.exampleHint} />
        <Flag
          name="withdrawn"
          checked={values.withdrawn}
          label={words.withdrawn}
          hint={words.withdrawnHint}
        />
      </div>
    </fieldset>
  );
}

function Languages({ view, problems }: { view: ArticleView; problems: ReadonlyMap<string, string> }) {
  const id = fieldId("languages");
  const error = problems.get("languages");
  return (
    <fieldset className={box} aria-describedby={describedBy(id, error)}>
      <legend className={legend}>{copy.languages.heading}</legend>
      <Help id={`${id}-hint`}>{copy.languages.hint}</Help>
      <ErrorText id={id} error={error} />
      <div className="mt-2 flex flex-wrap gap-x-8">
        {(["en", "ar"] as const).map((language) => (
          <Tick
            key={language}
            id={language === "en" ? id : `${id}-${language}`}
            name={`languages.${language}`}
            checked={view.values.languages[language]}
          >
            <span className="font-semibold">{copy.languages[language]}</span>
          </Tick>
        ))}
      </div>
    </fieldset>
  );
}

/** What a body's Markdown takes, each with what it makes. */
function MarkdownHelp({ id }: { id: string }) {
  return (
    <div id={id} className="mt-2 text-sm text-ink-muted">
      <p>
        {copy.text.hints.body} {copy.markdown.lead}
      </p>
      <ul className="mt-1 grid gap-1 ps-0">
        {copy.markdown.items.map(([typed, makes]) => (
          <li key={typed} className="max-w-none">
            <code className="rounded bg-navy-50 px-1 font-mono text-navy-900" dir="ltr">
              {typed}
            </code>{" "}
            {makes}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Both languages' text, field by field, side by side. */
function Texts({ view, state }: { view: ArticleView; state: FormState }) {
  const { values } = view;
  const fields = copy.text.fields;
  /** Each language's control options: described by the field's help, required only where the language is ticked. */
  const options = (helpId: string, extra: ControlOptions = {}) =>
    Object.fromEntries(
      (["en", "ar"] as const).map((language) => [
        language,
        { ...extra, helpId, optional: !values.languages[language] },
      ]),
    ) as Record<Language, ControlOptions>;
  const twin = (field: keyof typeof fields) => ({ en: values.text.en[field], ar: values.text.ar[field] });
  const marked = (field: keyof typeof fields) => view.marks.includes(`ar.${field}`);
  const help = (field: keyof typeof fields) => `${fieldId(`en.${field}`)}-help`;
  return (
    <section aria-labelledby="text-heading" className="grid gap-4">
      <h2 id="text-heading" className="text-xl font-semibold text-navy-900">
        {copy.text.heading}
      </h2>
      <FieldBox label={fields.title} help={copy.text.hints.title} helpId={help("title")}>
        <TextTwins
          node={{ kind: "text", path: "title", label: fields.title, max: 140 }}
          values={twin("title")}
          marked={marked("title")}
          state={state}
          options={options(help("title"))}
        />
      </FieldBox>
      <FieldBox label={fields.summary} help={copy.text.hints.summary} helpId={help("summary")}>
        <TextTwins
          node={{ kind: "paragraph", path: "summary", label: fields.summary, max: 320 }}
          values={twin("summary")}
          marked={marked("summary")}
          state={state}
          options={options(help("summary"))}
        />
      </FieldBox>
      <FieldBox label={fields.updated} help={copy.text.hints.updated} helpId={help("updated")}>
        <TextTwins
          node={{ kind: "text", path: "updated", label: fields.updated }}
          values={twin("updated")}
          marked={marked("updated")}
          state={state}
          options={options(help("updated"), { type: "date" })}
        />
      </FieldBox>
      <FieldBox label={fields.body} help={undefined}>
        <MarkdownHelp id={help("body")} />
        <TextTwins
          node={{ kind: "paragraph", path: "body", label: fields.body, max: MAX_ARTICLE_BODY }}
          values={twin("body")}
          marked={marked("body")}
          state={state}
          options={options(help("body"), { rows: 24 })}
        />
      </FieldBox>
    </section>
  );
}

function Figures({ view, problems }: { view: ArticleView; problems: ReadonlyMap<string, string> }) {
  const words = copy.figures;
  const name = fieldId("figure.name");
  const file = fieldId("figure.file");
  return (
    <FieldBox label={words.heading} help={words.lead}>
      {view.values.figures.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{words.none}</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {view.values.figures.map((figure, index) => {
            const id = fieldId(`figures.${index}.file`);
            const image = view.figureImages[figure.id];
            const error = problems.get(`figures.${index}.file`);
            return (
              <li
                key={`${figure.id}-${index}`}
                className="flex max-w-none flex-wrap items-start gap-4 rounded-xl border border-navy-100 p-3"
              >
                {image === undefined ? null : (
                  <img
                    src={image.src}
                    width={image.width}
                    height={image.height}
                    alt={words.preview(figure.file)}
                    className="h-24 w-auto max-w-full rounded-lg border border-navy-100 bg-white object-contain"
                  />
                )}
                <div className="min-w-0 flex-1 basis-56">
                  <label htmlFor={id} className={labelText}>
                    {words.file}
                  </label>
                  <input
                    id={id}
                    name={`figures.${index}.file`}
                    type="text"
                    dir="ltr"
                    spellCheck={false}
                    defaultValue={figure.file}
                    aria-describedby={error === undefined ? `${id}-size` : `${id}-size ${id}-error`}
                    {...(error === undefined ? {} : { "aria-invalid": true })}
                    className={clsx(controlClassName, "mt-1 font-mono")}
                  />
                  <input type="hidden" name={`figures.${index}.id`} value={figure.id} />
                  <p id={`${id}-size`} className="mt-1 text-xs text-ink-muted">
                    {image === undefined ? null : words.size(image.width, image.height)}
                  </p>
                  <ErrorText id={id} error={error} />
                </div>
                <button
                  type="submit"
                  name={LIST_ACTION_FIELD}
                  value={`remove:figures.${index}`}
                  formNoValidate
                  className={smallButton}
                >
                  {words.remove}
                  <span className="sr-only">: {figure.file}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {view.values.figures.length === 0 ? null : <Help>{words.removeNote}</Help>}
      <fieldset className="mt-4 min-w-0 rounded-xl border border-navy-200 bg-sand-50 p-3 sm:p-4">
        <legend className={legend}>{words.add.heading}</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <div className="min-w-0">
            <label htmlFor={name} className={labelText}>
              {words.add.name}
            </label>
            <Help id={`${name}-hint`}>{words.add.nameHint}</Help>
            <ErrorText id={name} error={problems.get("figure.name")} />
            <input
              id={name}
              name="figure.name"
              type="text"
              dir="ltr"
              spellCheck={false}
              defaultValue={view.values.newFigure}
              aria-describedby={describedBy(name, problems.get("figure.name"))}
              {...(problems.has("figure.name") ? { "aria-invalid": true } : {})}
              className={clsx(controlClassName, "mt-2 font-mono")}
            />
          </div>
          <div className="min-w-0">
            <label htmlFor={file} className={labelText}>
              {words.add.file}
            </label>
            <Help id={`${file}-hint`}>{words.add.fileHint}</Help>
            <ErrorText id={file} error={problems.get("figure.file")} />
            <input
              id={file}
              name="figure.file"
              type="file"
              accept="image/png,image/jpeg,image/webp,image/avif"
              aria-describedby={describedBy(file, problems.get("figure.file"))}
              {...(problems.has("figure.file") ? { "aria-invalid": true } : {})}
              className="mt-2 block max-w-full text-sm"
            />
          </div>
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button
            type="submit"
            name={LIST_ACTION_FIELD}
            value="add:figures"
            formNoValidate
            className={smallButton}
          >
            {words.add.submit}
          </button>
          <Help>{words.add.note}</Help>
        </div>
      </fieldset>
    </FieldBox>
  );
}

/** Someone saved since this form was opened: each field that differs, theirs beside this form's. */
function Conflict({ conflict }: { conflict: NonNullable<ArticleView["conflict"]> }) {
  const words = copy.conflict;
  const inLanguage = (lang: Language | undefined) =>
    lang === "ar"
      ? { lang, dir: "rtl", className: "font-arabic whitespace-pre-line" }
      : { className: "whitespace-pre-line" };
  return (
    <Panel labelledBy="conflict-heading" className="mb-6 border-amber-300">
      <div role="alert">
        <h2 id="conflict-heading" className="text-lg font-semibold text-navy-900">
          {words.heading}
        </h2>
        <p className="mt-2 text-ink">{words.lead(conflict.who, formatDubaiTime(conflict.at))}</p>
      </div>
      <dl className="mt-4 grid gap-3">
        {conflict.fields.map((field) => (
          <div key={field.label} className="rounded-xl border border-navy-100 p-3">
            <dt className="font-semibold text-navy-900">{field.label}</dt>
            {field.long ? (
              <dd className="mt-1 max-w-none">
                <details>
                  <summary className="cursor-pointer text-sm font-semibold text-accent-text">
                    {words.showTheirs}
                  </summary>
                  <div {...inLanguage(field.lang)}>
                    <p className="mt-2 max-h-96 max-w-none overflow-auto rounded-lg bg-sand-50 p-2 text-sm">
                      {field.theirs}
                    </p>
                  </div>
                </details>
              </dd>
            ) : (
              <dd className="mt-1 grid max-w-none gap-2 text-sm md:grid-cols-2">
                <p>
                  <span className="font-semibold text-ink-muted">{words.theirs}: </span>
                  <span {...inLanguage(field.lang)}>{field.theirs}</span>
                </p>
                <p>
                  <span className="font-semibold text-ink-muted">{words.yours}: </span>
                  <span {...inLanguage(field.lang)}>{field.yours}</span>
                </p>
              </dd>
            )}
          </div>
        ))}
      </dl>
      <p className="mt-4 font-medium text-navy-900">{words.again}</p>
    </Panel>
  );
}

function noticeText(notice: NonNullable<ArticleView["notice"]>): string {
  switch (notice.kind) {
    case "figureAdded":
      return copy.figureAdded(notice.file);
    case "figureRemoved":
      return copy.figureRemoved(notice.file);
    default:
      return copy[notice.kind];
  }
}

/**
 * An article's form: what it is about and when it goes live, the languages
 * it is written in, both languages' text side by side, and its figures,
 * saved as a draft. A refused save or an upload keeps every value typed.
 */
export function SiteArticlePage({ view }: { view: ArticleView }) {
  const { viewer, problems = [] } = view;
  const messages = new Map<string, string>();
  for (const problem of problems) {
    const before = messages.get(problem.path);
    messages.set(problem.path, before === undefined ? problem.message : `${before} ${problem.message}`);
  }
  const state: FormState = { problems: messages, reviewed: new Set(view.reviewed) };
  const action = `/inbox/site/articles/${view.slug}`;
  const save = (
    <button type="submit" className={primaryButton}>
      {copy.save}
    </button>
  );
  const failed = view.notice?.kind === "discardRefused";
  return (
    <div className="max-w-5xl">
      <BackLink href="/inbox/site/articles">{copy.back}</BackLink>
      <PageHeading lead={copy.lead}>
        <WrittenTitle title={formTitle(view.values)} slug={view.slug} />
      </PageHeading>
      <div className="-mt-3 mb-6 grid gap-2">
        <p className="text-sm text-ink-muted">
          {copy.address}{" "}
          <code className="font-mono text-navy-900" dir="ltr">
            /articles/{view.slug}
          </code>
        </p>
        <ArticleStateBadges state={view.state} toReview={view.marks.length} />
      </div>
      {problems.length === 0 ? null : (
        <>
          <FormErrorSummary
            heading={editorCopy.edit.errorsHeading(problems.length)}
            problems={problems.map((problem) => ({
              fieldId: fieldId(problem.path),
              message: problem.message,
            }))}
          />
          <p className="-mt-4 mb-6 text-ink">{editorCopy.edit.errorsLead}</p>
        </>
      )}
      {view.notice === undefined ? null : (
        <Notice tone={failed ? "error" : "info"}>{noticeText(view.notice)}</Notice>
      )}
      {view.conflict === undefined ? null : <Conflict conflict={view.conflict} />}
      {view.deployConflicts === undefined || view.deployConflicts.length === 0 ? null : (
        <DeployConflicts
          fields={view.deployConflicts}
          action={`/inbox/site/articles/${view.slug}/conflicts`}
          csrfToken={viewer.csrfToken}
        />
      )}
      {/* Multipart: a figure chosen is sent with the text, so an upload never loses what was typed. */}
      <form method="post" action={action} encType="multipart/form-data" noValidate>
        {/* The first submit button is the one Enter presses: Save, never a figure's Remove. */}
        <div className="mb-4 flex justify-end">{save}</div>
        <CsrfField token={viewer.csrfToken} />
        <input type="hidden" name="version" value={view.version} />
        <div className="grid gap-6">
          <About view={view} problems={messages} />
          <Languages view={view} problems={messages} />
          <Texts view={view} state={state} />
          <Figures view={view} problems={messages} />
        </div>
        <div className="mt-6 flex justify-end">{save}</div>
      </form>
      {view.hasDraft ? (
        <Panel heading={{ id: "discard-heading", text: copy.discardHeading }} className="mt-8">
          <p className="mt-2 text-ink">{copy.discardLead}</p>
          <div className="mt-3">
            <ActionButton
              action={`${action}/discard`}
              csrfToken={viewer.csrfToken}
              fields={{ version: String(view.version) }}
              className={dangerOutlineButton}
            >
              {copy.discard}
            </ActionButton>
          </div>
        </Panel>
      ) : null}
    </div>
  );
}
