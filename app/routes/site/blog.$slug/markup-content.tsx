/**
 * Renders the blog markup tree as React elements. There is no dangerouslySetInnerHTML anywhere:
 * every string is a text child, so '<script>' in an article shows as text.
 */
import { Fragment } from "react";
import { Link } from "react-router";
import { type BlockNode, type InlineNode, parseMarkup } from "~/lib/blog/markup";

function Inline({ nodes }: { nodes: InlineNode[] }) {
  return (
    <>
      {nodes.map((node, index) => {
        const key = `${node.type}-${index}`;
        if (node.type === "text") return <Fragment key={key}>{node.value}</Fragment>;
        if (node.type === "bold") {
          return (
            <strong key={key} className="font-semibold text-slate-900">
              <Inline nodes={node.children} />
            </strong>
          );
        }
        const className =
          node.variant === "company"
            ? "font-semibold text-brand-700 underline decoration-2 underline-offset-2 hover:text-brand-900"
            : "text-brand-700 underline hover:text-brand-900";
        const isInternal = node.href.startsWith("/") || node.href.startsWith("#");
        return isInternal ? (
          <Link key={key} to={node.href} className={className}>
            <Inline nodes={node.children} />
          </Link>
        ) : (
          <a key={key} href={node.href} className={className} rel="noopener noreferrer nofollow">
            <Inline nodes={node.children} />
          </a>
        );
      })}
    </>
  );
}

function Block({ block }: { block: BlockNode }) {
  switch (block.type) {
    case "heading": {
      const Tag = `h${block.level}` as "h2" | "h3" | "h4";
      const size = { 2: "text-2xl", 3: "text-xl", 4: "text-lg" }[block.level];
      return (
        <Tag className={`${size} mt-10 font-bold tracking-tight text-slate-900`}>
          <Inline nodes={block.children} />
        </Tag>
      );
    }
    case "list":
      return (
        <ul className="mt-4 list-disc space-y-2 pl-6">
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
            <li key={index}>
              <Inline nodes={item} />
            </li>
          ))}
        </ul>
      );
    case "paragraph":
      return (
        <p className="mt-4 leading-7">
          <Inline nodes={block.children} />
        </p>
      );
  }
}

export function MarkupContent({ source }: { source: string }) {
  const blocks = parseMarkup(source);
  return (
    <div className="text-slate-800">
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
        <Block key={index} block={block} />
      ))}
    </div>
  );
}
