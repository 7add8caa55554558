import clsx from "clsx";
import type { ReactNode } from "react";
import { controlClassName } from "~/components/ui/form-field";
import { editorCopy } from "~/content/inbox/editor-copy";
import { smallButton } from "./inbox-ui";
import {
  fieldId,
  LIST_ACTION_FIELD,
  LIST_COUNT_PREFIX,
  REVIEWED_FIELD_PREFIX,
  type SiteFormNode,
} from "./views";

const copy = editorCopy.edit;

type Language = "en" | "ar";
type TextNode = Extract<SiteFormNode, { node: "text" }>;
type ImageNode = Extract<SiteFormNode, { node: "image" }>;
type ListNode = Extract<SiteFormNode, { node: "list" }>;

/** The id of the upload form of an image field, placed after the edit form: forms do not nest. */
export const uploadFormId = (path: string) => `upload-${path.replaceAll(".", "-")}`;

/** What the form needs besides its nodes: the problems by full path and the Arabic already ticked reviewed. */
export interface FormState {
  problems: ReadonlyMap<string, string>;
  reviewed: ReadonlySet<string>;
}

/** A fieldset shrinks to its screen only when told (min-w-0): its default minimum is its widest content. */
const groupBox = "min-w-0 rounded-xl border border-navy-100 bg-white p-4 sm:p-5";
const legendText = "px-1 text-base font-semibold text-navy-900";

/** Links, addresses and numbers read left to right in both languages. */
const isLatinOnly = (kind: TextNode["kind"]) => kind === "url" || kind === "email" || kind === "phone";

const inputTypes: Partial<Record<TextNode["kind"], string>> = { url: "url", email: "email", phone: "tel" };

export function Help({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <p id={id} className="mt-1 text-sm text-ink-muted">
      {children}
    </p>
  );
}

/** One field's box: its name as the legend, its help under it (`helpId` names it, for the controls it describes), then its controls. */
export function FieldBox({
  label,
  help,
  helpId,
  children,
}: {
  label: string;
  help: string | undefined;
  helpId?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={groupBox}>
      <legend className={legendText}>{label}</legend>
      {help === undefined ? null : <Help id={helpId}>{help}</Help>}
      {children}
    </fieldset>
  );
}

function Placeholders({ names }: { names: readonly string[] }) {
  return (
    <div className="mt-1 text-sm text-ink-muted">
      <p>{copy.placeholdersLead}</p>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {names.map((name) => (
          <li key={name}>
            <code className="rounded bg-navy-50 px-1 font-mono text-navy-900" dir="ltr">{`{${name}}`}</code>{" "}
            {copy.placeholders[name] ?? copy.placeholderUnknown}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The Arabic field's mark and its "reviewed" box, when its English changed since the Arabic was reviewed. */
function ReviewMark({ fullPath, state }: { fullPath: string; state: FormState }) {
  const boxId = `${fieldId(fullPath)}-reviewed`;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
      <span
        id={`${fieldId(fullPath)}-mark`}
        className="inline-flex rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900"
      >
        {copy.needsReview}
      </span>
      <span className="inline-flex min-h-11 items-center gap-2">
        <input
          id={boxId}
          type="checkbox"
          name={`${REVIEWED_FIELD_PREFIX}${fullPath}`}
          value="yes"
          defaultChecked={state.reviewed.has(fullPath)}
          className="size-5 accent-navy-900"
        />
        <label htmlFor={boxId} className="text-sm font-medium text-navy-900">
          {copy.reviewed}
        </label>
      </span>
    </div>
  );
}

/** How a control differs from its kind's: an input's type ("date"), a text area's rows, a help it is described by, not required. */
export interface ControlOptions {
  type?: string;
  rows?: number;
  helpId?: string;
  optional?: boolean;
}

/** One language's control of a text field: input or text area by its kind, with its error. */
function TextControl({
  node,
  language,
  state,
  name = `${language}.${node.path}`,
  value,
  label,
  marked = false,
  options = {},
}: {
  node: Pick<TextNode, "kind" | "path" | "label" | "max">;
  language: Language;
  state: FormState;
  name?: string;
  value: string;
  label: string;
  /** The Arabic carries the "to review" mark, which describes it. */
  marked?: boolean;
  options?: ControlOptions;
}) {
  const id = fieldId(name);
  const error = state.problems.get(name);
  const ar = language === "ar";
  const describedBy = [
    options.helpId ?? null,
    error === undefined ? null : `${id}-error`,
    marked ? `${id}-mark` : null,
  ].filter((part) => part !== null);
  const shared = {
    id,
    name,
    lang: language,
    dir: isLatinOnly(node.kind) ? "ltr" : ar ? "rtl" : "ltr",
    required: options.optional !== true,
    maxLength: node.max,
    defaultValue: value,
    ...(error === undefined ? {} : { "aria-invalid": true }),
    ...(describedBy.length === 0 ? {} : { "aria-describedby": describedBy.join(" ") }),
    className: clsx(controlClassName, ar && !isLatinOnly(node.kind) && "font-arabic"),
  };
  const multiline = node.kind === "paragraph" || node.kind === "rich" || node.kind === "template";
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {/* The space outside the hidden part: names are "Position, Arabic", not "Position,Arabic". */}
        <span className="sr-only">{node.label},</span> {label}
      </label>
      <div className="mt-1">
        {multiline ? (
          <textarea
            rows={options.rows ?? (node.kind === "rich" ? 8 : (node.max ?? 0) > 200 ? 5 : 3)}
            {...shared}
          />
        ) : (
          <input type={options.type ?? inputTypes[node.kind] ?? "text"} {...shared} />
        )}
      </div>
      {error === undefined ? null : (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** English and Arabic of one field, side by side (one above the other on a phone). */
function Twins({ en, ar }: { en: ReactNode; ar: ReactNode }) {
  return <div className="mt-3 grid gap-4 md:grid-cols-2">{[en, ar]}</div>;
}

/** A text's English and Arabic controls, the Arabic with its "to review" mark and checkbox when marked. */
export function TextTwins({
  node,
  values,
  marked,
  state,
  options = {},
}: {
  node: Pick<TextNode, "kind" | "path" | "label" | "max">;
  values: { en: string; ar: string };
  marked: boolean;
  state: FormState;
  /** Each language's control's options. */
  options?: Partial<Record<Language, ControlOptions>>;
}) {
  return (
    <Twins
      en={
        <TextControl
          key="en"
          node={node}
          language="en"
          state={state}
          value={values.en}
          label={editorCopy.languages.en}
          options={options.en}
        />
      }
      ar={
        <div key="ar">
          <TextControl
            node={node}
            language="ar"
            state={state}
            value={values.ar}
            label={editorCopy.languages.ar}
            marked={marked}
            options={options.ar}
          />
          {marked ? <ReviewMark fullPath={`ar.${node.path}`} state={state} /> : null}
        </div>
      }
    />
  );
}

function TextField({ node, state }: { node: TextNode; state: FormState }) {
  if (node.kind === "id") {
    return (
      <div className="text-sm">
        <span className="font-semibold text-navy-900">{node.label}:</span>{" "}
        <code className="font-mono" dir="ltr">
          {node.value.en}
        </code>{" "}
        <span className="text-ink-muted">{copy.notEditable}</span>
        <input type="hidden" name={`en.${node.path}`} value={node.value.en} />
        <input type="hidden" name={`ar.${node.path}`} value={node.value.ar} />
      </div>
    );
  }
  return (
    <FieldBox label={node.label} help={node.help}>
      {node.max === undefined ? null : <Help>{copy.maxLength(node.max)}</Help>}
      {node.kind === "rich" ? <Help>{copy.richHelp}</Help> : null}
      {node.placeholders === undefined || node.placeholders.length === 0 ? null : (
        <Placeholders names={node.placeholders} />
      )}
      <TextTwins node={node} values={node.value} marked={node.arNeedsReview} state={state} />
    </FieldBox>
  );
}

function ImageField({ node, state }: { node: ImageNode; state: FormState }) {
  const { image } = node;
  const altNode = {
    kind: "text" as const,
    path: `${node.path}.alt`,
    label: `${node.label}, ${copy.image.alt}`,
  };
  const fileId = fieldId(`en.${node.path}`);
  return (
    <FieldBox label={node.label} help={node.help}>
      <div className="mt-3 flex flex-wrap items-start gap-4">
        {image === null ? (
          <p className="text-sm text-ink-muted">{copy.image.none}</p>
        ) : (
          <figure>
            <img
              src={image.src}
              width={image.width}
              height={image.height}
              alt={node.alt.en}
              className="h-32 w-auto rounded-lg border border-navy-100 object-contain"
            />
            <figcaption className="mt-1 text-xs text-ink-muted">
              {copy.image.current}, {copy.image.size(image.width, image.height)}
            </figcaption>
          </figure>
        )}
        {/* The picture is one for both languages; its file is chosen by the upload form after this one. */}
        <input type="hidden" name={`en.${node.path}.id`} value={image?.id ?? ""} />
        <input type="hidden" name={`en.${node.path}.width`} value={image?.width ?? ""} />
        <input type="hidden" name={`en.${node.path}.height`} value={image?.height ?? ""} />
        <div className="min-w-0 flex-1">
          <label htmlFor={fileId} className="block text-sm font-semibold text-navy-900">
            <span className="sr-only">{node.label}: </span>
            {copy.image.upload}
          </label>
          <p id={`${fileId}-hint`} className="text-sm text-ink-muted">
            {copy.image.uploadHint}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <input
              id={fileId}
              type="file"
              name="file"
              accept="image/jpeg,image/png,image/webp"
              form={uploadFormId(node.path)}
              aria-describedby={`${fileId}-hint`}
              className="max-w-full text-sm"
            />
            <button type="submit" form={uploadFormId(node.path)} className={smallButton}>
              {copy.image.send}
            </button>
          </div>
        </div>
      </div>
      {/* A description belongs to a picture: it is asked for once there is one. */}
      {image === null ? null : (
        <>
          <p className="mt-4 text-sm font-semibold text-navy-900">{copy.image.alt}</p>
          <TextTwins node={altNode} values={node.alt} marked={node.arNeedsReview} state={state} />
        </>
      )}
    </FieldBox>
  );
}

function ListField({ node, state }: { node: ListNode; state: FormState }) {
  const { bounds, items } = node;
  const fixed = "fixed" in bounds;
  const canRemove = !fixed && items.length > bounds.min;
  const canAdd = !fixed && items.length < bounds.max;
  return (
    <fieldset className="min-w-0 rounded-xl border border-navy-200 bg-sand-50 p-3 sm:p-4">
      <legend className={legendText}>{node.label}</legend>
      {node.help === undefined ? null : <Help>{node.help}</Help>}
      <Help>{fixed ? copy.fixedList(bounds.fixed) : copy.boundedList(bounds.min, bounds.max)}</Help>
      {fixed ? null : <input type="hidden" name={`${LIST_COUNT_PREFIX}${node.path}`} value={items.length} />}
      <ol className="mt-3 grid gap-4">
        {items.map((item) => (
          <li key={item.path} className="max-w-none">
            <fieldset className="min-w-0 rounded-xl border border-navy-100 bg-white p-3 sm:p-4">
              <legend className="px-1 text-base font-semibold text-navy-900">{item.label}</legend>
              <div className="grid gap-4">
                <FormNodes nodes={item.children} state={state} />
              </div>
              {canRemove ? (
                <div className="mt-3">
                  <button
                    type="submit"
                    name={LIST_ACTION_FIELD}
                    value={`remove:${item.path}`}
                    formNoValidate
                    className={smallButton}
                  >
                    {copy.remove(node.itemLabel)}
                    <span className="sr-only">: {item.label}</span>
                  </button>
                </div>
              ) : null}
            </fieldset>
          </li>
        ))}
      </ol>
      {canAdd ? (
        <div className="mt-3">
          <button
            type="submit"
            name={LIST_ACTION_FIELD}
            value={`add:${node.path}`}
            formNoValidate
            className={smallButton}
          >
            {copy.add(node.itemLabel)}
          </button>
          <Help>{copy.listChangeNote}</Help>
        </div>
      ) : null}
    </fieldset>
  );
}

/** The form's fields, walked from the schema's nodes. */
export function FormNodes({ nodes, state }: { nodes: readonly SiteFormNode[]; state: FormState }) {
  return nodes.map((node) => {
    switch (node.node) {
      case "text":
        return <TextField key={node.path} node={node} state={state} />;
      case "image":
        return <ImageField key={node.path} node={node} state={state} />;
      case "list":
        return <ListField key={node.path} node={node} state={state} />;
      case "group":
        return (
          <fieldset
            key={node.path}
            className="min-w-0 rounded-xl border border-navy-200 bg-sand-50 p-3 sm:p-4"
          >
            <legend className={legendText}>{node.label}</legend>
            {node.help === undefined ? null : <Help>{node.help}</Help>}
            <div className="mt-3 grid gap-4">
              <FormNodes nodes={node.children} state={state} />
            </div>
          </fieldset>
        );
    }
  });
}

/** Every image field of the form, for their upload forms after the edit form. */
export function imagePaths(nodes: readonly SiteFormNode[]): string[] {
  return nodes.flatMap((node) => {
    switch (node.node) {
      case "image":
        return [node.path];
      case "group":
        return imagePaths(node.children);
      case "list":
        return node.items.flatMap((item) => imagePaths(item.children));
      case "text":
        return [];
    }
  });
}
