import type { ReactNode } from "react";
import type { RichInline, RichText } from "~/content/rich-text";

/**
 * Rich text as the build made it (app/content/rich-text.ts): only the nodes
 * the content's validation allows, drawn as React elements; no Markdown
 * parser, no HTML from the content.
 */
function Inline({ node }: { node: RichInline }): ReactNode {
  if (typeof node === "string") return node;
  switch (node.type) {
    case "br":
      return <br />;
    case "em":
      return <em>{children(node.children)}</em>;
    case "strong":
      return <strong>{children(node.children)}</strong>;
    case "link":
      return (
        <a href={node.href} className="font-medium text-accent-text underline underline-offset-2">
          {children(node.children)}
        </a>
      );
  }
}

function children(nodes: readonly RichInline[]): ReactNode[] {
  return nodes.map((node, index) => <Inline key={index} node={node} />);
}

/** Paragraphs and lists in running text's style: spaced, muted, bullets in the accent colour. */
export function RichTextView({ text }: { text: RichText }) {
  return text.map((block, index) => {
    if (block.type === "paragraph") {
      return (
        <p key={index} className="mt-4 text-ink-muted">
          {children(block.children)}
        </p>
      );
    }
    const items = block.items.map((item, itemIndex) => <li key={itemIndex}>{children(item)}</li>);
    return block.ordered ? (
      <ol key={index} className="mt-4 list-decimal space-y-2 ps-6 text-ink-muted marker:text-accent-text">
        {items}
      </ol>
    ) : (
      <ul key={index} className="mt-4 list-disc space-y-2 ps-6 text-ink-muted marker:text-accent-text">
        {items}
      </ul>
    );
  });
}
