import { useId } from "react";
import type { TocEntry } from "~/content/article-body";
import clsx from "clsx";

/**
 * A page's sections, each a link to its heading: a long article's (the parse
 * gives the list only when the article is long enough to need one) and a legal
 * page's. `###` entries sit in a list under the `##` before them.
 */
export function TableOfContents({
  entries,
  label,
  className,
}: {
  entries: readonly TocEntry[];
  label: string;
  className?: string;
}) {
  const headingId = useId();
  const sections: { entry: TocEntry; children: TocEntry[] }[] = [];
  for (const entry of entries) {
    const section = sections.at(-1);
    if (entry.level === 3 && section !== undefined) section.children.push(entry);
    else sections.push({ entry, children: [] });
  }
  return (
    <nav aria-labelledby={headingId} className={clsx("article-toc", className)}>
      <h2 id={headingId}>{label}</h2>
      <ol>
        {sections.map(({ entry, children }) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.text}</a>
            {children.length > 0 && (
              <ol>
                {children.map((child) => (
                  <li key={child.id}>
                    <a href={`#${child.id}`}>{child.text}</a>
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
