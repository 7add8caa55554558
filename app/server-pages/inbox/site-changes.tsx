import { editorCopy } from "~/content/inbox/editor-copy";
import { textLink } from "./inbox-ui";
import type { SiteFieldChange, SiteFieldLink, SiteKindChanges, SiteTwin } from "./views";

const languages = ["en", "ar"] as const;
/** A change's rows: each language's, and the fields both share (an article's author, its publication time). */
const sides = [...languages, "both"] as const;

/** A text in its language: Arabic right to left in the Arabic face. */
function InLanguage({ language, text }: { language: (typeof sides)[number]; text: string }) {
  const shown = text === "" ? editorCopy.review.empty : text;
  return language === "ar" && text !== "" ? (
    <span lang="ar" dir="rtl" className="block font-arabic whitespace-pre-line">
      {shown}
    </span>
  ) : (
    <span className="whitespace-pre-line">{shown}</span>
  );
}

/** Both languages of a field's text, each named. */
export function Bilingual({ twin }: { twin: SiteTwin }) {
  return (
    <dl className="mt-1 grid gap-1 text-sm">
      {languages.map((language) => (
        <div key={language} className="flex gap-2">
          <dt className="w-16 shrink-0 text-ink-muted">{editorCopy.languages[language]}</dt>
          <dd className="min-w-0">
            <InLanguage language={language} text={twin[language]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function FieldChange({ change }: { change: SiteFieldChange }) {
  return (
    <li className="max-w-none py-3">
      <p className="font-semibold text-navy-900">{change.label}</p>
      <dl className="mt-1 grid gap-2 text-sm">
        {sides.map((language) => {
          const side = change[language];
          if (side === undefined) return null;
          return (
            <div key={language} className="grid gap-1 sm:grid-cols-[6rem_1fr_1fr] sm:gap-3">
              <dt className="font-medium text-ink-muted">{editorCopy.languages[language]}</dt>
              <dd className="max-w-none rounded-lg bg-red-50 px-2 py-1">
                <span className="sr-only">{editorCopy.review.before}: </span>
                <del className="no-underline">
                  <InLanguage language={language} text={side.before} />
                </del>
              </dd>
              <dd className="max-w-none rounded-lg bg-emerald-50 px-2 py-1">
                <span className="sr-only">{editorCopy.review.after}: </span>
                <ins className="no-underline">
                  <InLanguage language={language} text={side.after} />
                </ins>
              </dd>
            </div>
          );
        })}
      </dl>
    </li>
  );
}

/** What changed, kind by kind and field by field, before and after in each language. */
export function ChangesList({
  changes,
  idPrefix,
  headingLevel = 2,
}: {
  changes: readonly SiteKindChanges[];
  /** Tells this list's headings' ids from another list's on the same page. */
  idPrefix: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="grid gap-4">
      {changes.map((kind) => (
        <section key={kind.kind} aria-labelledby={`${idPrefix}-${kind.kind}`}>
          <Heading id={`${idPrefix}-${kind.kind}`} className="text-base font-semibold text-navy-900">
            {kind.label}
          </Heading>
          {kind.fields.length === 0 ? (
            <p className="text-sm text-ink-muted">{editorCopy.history.noFields}</p>
          ) : (
            <ul className="divide-y divide-navy-100">
              {kind.fields.map((change) => (
                <FieldChange key={change.path} change={change} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

/** Links to fields, each named by its kind and its place in the form. */
export function FieldLinks({ links }: { links: readonly SiteFieldLink[] }) {
  return (
    <ul className="mt-3 grid gap-1">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={textLink}>
            {link.kindLabel} › {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
