/**
 * The blog's simple markup (docs/product.md#blog) parsed into a small tree that the renderer turns
 * into React elements. Nothing here ever becomes raw HTML: text stays text (React escapes it),
 * and a link is only a link when its URL is a site path or an http(s) address.
 *
 * Blocks, one per line: '# ' → h2, '## ' → h3, '### ' → h4, '- ' → list item (consecutive items
 * form one list); other consecutive lines form a paragraph; blank lines separate paragraphs.
 * Inline: '**bold**' spans and '[text](url)' links. A link whose text contains an arrow (→),
 * 'Request' or 'Samples' is a company link (shown as a call to action).
 */

export type InlineNode =
  | { type: "text"; value: string }
  | { type: "bold"; children: InlineNode[] }
  | { type: "link"; href: string; variant: "company" | "plain"; children: InlineNode[] };

export type BlockNode =
  | { type: "heading"; level: 2 | 3 | 4; children: InlineNode[] }
  | { type: "list"; items: InlineNode[][] }
  | { type: "paragraph"; children: InlineNode[] };

const HEADINGS: ReadonlyArray<[prefix: string, level: 2 | 3 | 4]> = [
  ["### ", 4],
  ["## ", 3],
  ["# ", 2],
];

export function parseMarkup(source: string): BlockNode[] {
  const blocks: BlockNode[] = [];
  let paragraph: string[] = [];
  let list: InlineNode[][] | null = null;

  const flush = () => {
    if (paragraph.length > 0) {
      blocks.push({ type: "paragraph", children: parseInline(paragraph.join(" ")) });
      paragraph = [];
    }
    if (list) {
      blocks.push({ type: "list", items: list });
      list = null;
    }
  };

  for (const rawLine of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = rawLine.trim();
    if (line === "") {
      flush();
      continue;
    }
    const heading = HEADINGS.find(([prefix]) => line.startsWith(prefix));
    if (heading) {
      flush();
      const text = line.slice(heading[0].length).trim();
      if (text) blocks.push({ type: "heading", level: heading[1], children: parseInline(text) });
      continue;
    }
    if (line.startsWith("- ")) {
      if (paragraph.length > 0) flush();
      list ??= [];
      list.push(parseInline(line.slice(2).trim()));
      continue;
    }
    if (list) flush();
    paragraph.push(line);
  }
  flush();
  return blocks;
}

/** Link text that makes a link a company call to action: an arrow, 'Request' or 'Samples'. */
export function isCompanyLinkText(text: string): boolean {
  return /→|Request|Samples/.test(text);
}

/**
 * A URL the renderer may put in href: a path on this site ('/…' but not '//…'), a fragment, or an
 * absolute http(s) URL. Everything else (javascript:, data:, vbscript:, protocol-relative…) is not.
 */
export function isSafeHref(href: string): boolean {
  if (/\s/.test(href) || [...href].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) {
    return false;
  }
  if (href.startsWith("#")) return true;
  if (href.startsWith("/")) return !href.startsWith("//") && !href.startsWith("/\\");
  try {
    const url = new URL(href);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

const LINK = /^\[([^[\]\n]+)\]\(((?:[^()\s]|\([^()\s]*\))*)\)/;

export function parseInline(text: string, { allowBold = true } = {}): InlineNode[] {
  const nodes: InlineNode[] = [];
  let buffer = "";
  const pushText = () => {
    if (buffer) nodes.push({ type: "text", value: buffer });
    buffer = "";
  };

  let i = 0;
  while (i < text.length) {
    if (text[i] === "[") {
      const match = LINK.exec(text.slice(i));
      if (match) {
        const [whole, label = "", href = ""] = match;
        pushText();
        const children = parseInline(label, { allowBold });
        if (isSafeHref(href)) {
          nodes.push({
            type: "link",
            href,
            variant: isCompanyLinkText(label) ? "company" : "plain",
            children,
          });
        } else {
          nodes.push(...children);
        }
        i += whole.length;
        continue;
      }
    }
    if (allowBold && text.startsWith("**", i)) {
      const end = text.indexOf("**", i + 2);
      if (end > i + 2) {
        pushText();
        nodes.push({
          type: "bold",
          children: parseInline(text.slice(i + 2, end), { allowBold: false }),
        });
        i = end + 2;
        continue;
      }
    }
    buffer += text[i];
    i += 1;
  }
  pushText();
  return mergeText(nodes);
}

function mergeText(nodes: InlineNode[]): InlineNode[] {
  const merged: InlineNode[] = [];
  for (const node of nodes) {
    const last = merged.at(-1);
    if (node.type === "text" && last?.type === "text") last.value += node.value;
    else merged.push(node);
  }
  return merged;
}
