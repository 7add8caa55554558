import type { ReactNode } from "react";
import { inlineText, type ArticleBlock, type ArticleInline, type CodeNode } from "~/content/article-body";
import type { ArticleWords } from "~/content/article-words";
import { fillTemplate } from "~/content/fill-template";

/**
 * An article's body as the build made it (app/content/article-body.ts): only
 * the tree's nodes, drawn as elements; no Markdown, no HTML from a string, no
 * inline style. Its type rules (measure, spacing, code, tables) are the
 * stylesheet's `.article-body`.
 */
export function ArticleBody({ blocks, words }: { blocks: readonly ArticleBlock[]; words: ArticleWords }) {
  return (
    <div className="article-body">
      {blocks.map((block, index) => (
        <Block key={index} block={block} words={words} />
      ))}
    </div>
  );
}

function Block({
  block,
  words,
  tight = false,
}: {
  block: ArticleBlock;
  words: ArticleWords;
  tight?: boolean;
}): ReactNode {
  switch (block.type) {
    case "heading":
      return <Heading block={block} words={words} />;
    case "paragraph":
      return tight ? inlines(block.children) : <p>{inlines(block.children)}</p>;
    case "list": {
      const items = block.items.map((item, index) => (
        <li key={index}>
          {item.map((child, childIndex) => (
            <Block key={childIndex} block={child} words={words} tight={block.tight} />
          ))}
        </li>
      ));
      return block.ordered ? (
        <ol start={block.start === 1 ? undefined : block.start}>{items}</ol>
      ) : (
        <ul>{items}</ul>
      );
    }
    case "quote":
      return (
        <blockquote>
          {block.children.map((child, index) => (
            <Block key={index} block={child} words={words} />
          ))}
        </blockquote>
      );
    case "table":
      return <Table block={block} />;
    case "figure":
      return <Figure block={block} />;
    case "code":
      // Code reads left to right on Arabic pages too; a wide line scrolls in its own box, reachable by keyboard.
      return (
        <div
          role="region"
          aria-label={
            block.label === null ? words.code : fillTemplate(words.codeIn, { language: block.label })
          }
          tabIndex={0}
          dir="ltr"
          className="article-code"
        >
          <pre>
            <code className={block.language === null ? undefined : `hljs language-${block.language}`}>
              {codeNodes(block.code)}
            </code>
          </pre>
        </div>
      );
  }
}

/**
 * A heading and, beside it, a link to its section, shown on hover and focus
 * (always on a touch screen). The link sits outside the heading so that the
 * heading's name is its words alone; its own name says which section it links.
 */
function Heading({ block, words }: { block: ArticleBlock & { type: "heading" }; words: ArticleWords }) {
  const Tag = block.level === 2 ? "h2" : "h3";
  return (
    <div className="article-heading">
      <Tag id={block.id}>{inlines(block.children)}</Tag>
      <a href={`#${block.id}`} className="article-anchor">
        <span aria-hidden="true">#</span>
        <span className="sr-only">
          {fillTemplate(words.sectionLink, { heading: inlineText(block.children) })}
        </span>
      </a>
    </div>
  );
}

const ALIGN = { start: "text-start", center: "text-center", end: "text-end" } as const;

/** A table in a box of its own that scrolls sideways on a narrow screen, named by its caption, reachable by keyboard. */
/** Width over height from which a figure is a wide diagram (a timeline, a flow), whose lettering a phone's column would shrink past reading. */
const WIDE_FIGURE = 2;

/**
 * A captioned figure. A wide one keeps a readable size on a phone (40rem at
 * least, the stylesheet's `.article-figure-wide`) and scrolls sideways in
 * its own box, named by its caption and reachable by keyboard, like a table.
 */
function Figure({ block }: { block: ArticleBlock & { type: "figure" } }) {
  const { src, alt, width, height } = block.image;
  const image = (
    <img
      src={src}
      alt={alt}
      width={width ?? undefined}
      height={height ?? undefined}
      loading="lazy"
      decoding="async"
    />
  );
  const wide = width !== null && height !== null && width / height >= WIDE_FIGURE;
  return (
    <figure>
      {wide ? (
        <div
          role="region"
          aria-label={inlineText(block.caption)}
          tabIndex={0}
          className="article-figure-wide scroll-shadows-x"
        >
          {image}
        </div>
      ) : (
        image
      )}
      <figcaption>{inlines(block.caption)}</figcaption>
    </figure>
  );
}

function Table({ block }: { block: ArticleBlock & { type: "table" } }) {
  const align = (column: number) => {
    const side = block.align[column];
    return side === null || side === undefined ? undefined : ALIGN[side];
  };
  return (
    <div role="region" aria-labelledby={block.id} tabIndex={0} className="article-table scroll-shadows-x">
      <table>
        <caption id={block.id}>{inlines(block.caption)}</caption>
        <thead>
          <tr>
            {block.head.map((cell, column) => (
              <th key={column} scope="col" className={align(column)}>
                {inlines(cell)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, column) => (
                <td key={column} className={align(column)}>
                  {inlines(cell)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Inline({ node }: { node: ArticleInline }): ReactNode {
  if (typeof node === "string") return node;
  switch (node.type) {
    case "br":
      return <br />;
    case "em":
      return <em>{inlines(node.children)}</em>;
    case "strong":
      return <strong>{inlines(node.children)}</strong>;
    case "code":
      return <code dir="ltr">{node.text}</code>;
    case "link":
      return <a href={node.href}>{inlines(node.children)}</a>;
  }
}

function inlines(nodes: readonly ArticleInline[]): ReactNode[] {
  return nodes.map((node, index) => <Inline key={index} node={node} />);
}

function codeNodes(nodes: readonly CodeNode[]): ReactNode[] {
  return nodes.map((node, index) =>
    typeof node === "string" ? (
      node
    ) : (
      <span key={index} className={node.className}>
        {codeNodes(node.children)}
      </span>
    ),
  );
}
