import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, sep } from "node:path";

/** One English and one Arabic front-matter field, made distinct for the generated copy. */
function retitled(markdown: string, copy: number): string {
  return markdown
    .replace(/^title: (.*)$/m, (_line, title: string) => `title: ${title} (${copy})`)
    .replace(/^summary: (.*)$/m, (_line, summary: string) => `summary: ${summary} (${copy})`);
}

/**
 * Writes a content folder for the articles benchmarks: the content files of
 * `source` (content/) and `count` articles made from its own, each a copy of
 * one of them under a new slug with its title and summary numbered (so its
 * card and its search entry are its own), published a day apart. Returns
 * the folder.
 */
export function writeGeneratedContent(source: string, target: string, count: number): string {
  cpSync(source, target, {
    recursive: true,
    filter: (path) =>
      path !== join(source, "articles") && !path.startsWith(`${join(source, "articles")}${sep}`),
  });
  const examples = readdirSync(join(source, "articles")).sort();
  for (let copy = 1; copy <= count; copy += 1) {
    const example = examples[(copy - 1) % examples.length] ?? "";
    const from = join(source, "articles", example);
    const to = join(target, "articles", `${example}-${copy}`);
    mkdirSync(to, { recursive: true });
    for (const file of readdirSync(from)) {
      const text = /\.md$/.test(file) ? retitled(readFileSync(join(from, file), "utf8"), copy) : null;
      if (text === null) cpSync(join(from, file), join(to, file));
      else writeFileSync(join(to, file), text);
    }
    const meta = JSON.parse(readFileSync(join(from, "article.json"), "utf8")) as { published: string };
    const day = new Date(Date.UTC(2024, 0, 1) + copy * 86_400_000).toISOString().slice(0, 10);
    meta.published = `${day}T09:00:00+04:00`;
    writeFileSync(join(to, "article.json"), `${JSON.stringify(meta, null, 2)}\n`);
  }
  return target;
}
