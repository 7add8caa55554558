import type { ArticleSummary } from "~/page-data/article-pages";

/** An article's topics as pill links to each topic's list; `className` sets the list's space above it. */
export function TopicLinks({ topics, className }: { topics: ArticleSummary["topics"]; className: string }) {
  return (
    <ul className={`${className} flex flex-wrap gap-2`}>
      {topics.map((topic) => (
        <li key={topic.id}>
          <a
            href={topic.href}
            className="inline-block rounded-full bg-navy-50 px-3 py-1 text-sm text-navy-800 hover:bg-navy-100"
          >
            {topic.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
