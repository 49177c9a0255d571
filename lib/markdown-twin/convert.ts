// Turns a doc page's source (CommonMark .md or MDX .mdx, as Docusaurus reads it with
// `markdown.format: 'detect'`) into clean CommonMark for readers' tools and AI assistants:
// the title as `# h1`, the description as first paragraph, admonitions as blockquotes with their
// German label, tabs and details as plain sections, no import/export, JSX, HTML or expressions,
// and every link absolute to the website. Code blocks (Mermaid included) stay as they are.
import type {BlockContent, Blockquote, Heading, Link, Nodes, Paragraph, PhrasingContent, Root, RootContent, Text} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {toString} from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

/** The German labels the theme shows for the admonition types (theme-translations, locale de). */
export const ADMONITION_LABELS: Readonly<Record<string, string>> = {
  note: 'Hinweis',
  tip: 'Tipp',
  info: 'Info',
  warning: 'Warnung',
  caution: 'Achtung',
  danger: 'Gefahr',
};

export interface TwinOptions {
  /** 'mdx' for .mdx files, 'md' for CommonMark .md files. */
  format: 'md' | 'mdx';
  title: string;
  description?: string;
  /** Makes a link or image address from the source absolute to the website. */
  resolveUrl: (url: string) => string;
  /** Absolute address of the page on the website. */
  pageUrl: string;
}

/** <summary> elements already turned into the title of their <details>. */
const consumed = new WeakSet<object>();

type AnyNode = Nodes | MdxJsxFlowElement | MdxJsxTextElement;
type Parent = {children: AnyNode[]};

const text = (value: string): Text => ({type: 'text', value});
const strongParagraph = (label: string, rest: PhrasingContent[] = []): Paragraph => ({
  type: 'paragraph',
  children: [{type: 'strong', children: [text(label)]}, ...rest],
});

function attribute(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string | undefined {
  const attr = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof attr?.value === 'string' ? attr.value : undefined;
}

/** Plain text of HTML without its tags (for the rare inline HTML of CommonMark pages). */
const stripTags = (html: string) => html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]*>/g, '');

/** What a node becomes in the twin: itself, several nodes, or nothing. */
function convertNode(node: AnyNode, options: TwinOptions): AnyNode[] {
  const {resolveUrl} = options;
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'html': {
      const summary = /<summary>([\s\S]*?)<\/summary>/i.exec(node.value);
      if (summary) return [strongParagraph(stripTags(summary[1]).trim())];
      if (/^<br\s*\/?>$/i.test(node.value.trim())) return [{type: 'break'}];
      const plain = stripTags(node.value);
      return plain.trim() ? [text(plain)] : [];
    }
    case 'containerDirective': {
      const children = convertChildren(node.children as AnyNode[], options) as BlockContent[];
      const labelIndex = children.findIndex((c) => c.type === 'paragraph' && (c.data as {directiveLabel?: boolean})?.directiveLabel);
      const label = labelIndex >= 0 ? toString(children[labelIndex]) : ADMONITION_LABELS[node.name];
      if (!label) return children; // an unknown container: keep its content
      const body = children.filter((_, i) => i !== labelIndex);
      const quote: Blockquote = {type: 'blockquote', children: body};
      const first = body[0];
      if (first?.type === 'paragraph') first.children.unshift({type: 'strong', children: [text(`${label}:`)]}, text(' '));
      else body.unshift(strongParagraph(`${label}:`));
      return [quote];
    }
    case 'leafDirective':
    case 'textDirective': {
      // Not an admonition: Docusaurus shows such text as written, e.g. "10:30" never gets here,
      // but ":Beispiel" does.
      const inner = convertChildren(node.children as AnyNode[], options) as PhrasingContent[];
      const restored: PhrasingContent[] = [text(`:${node.name}`), ...(inner.length ? [text('['), ...inner, text(']')] : [])];
      return node.type === 'leafDirective' ? [{type: 'paragraph', children: restored}] : restored;
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return convertJsx(node, options);
    case 'heading': {
      // Docusaurus's explicit anchor ids, `## Titel {#anker}`, are not part of the title.
      const last = node.children.at(-1);
      if (last?.type === 'text') last.value = last.value.replace(/\s*\{#[^}\s]+\}\s*$/, '');
      break;
    }
    case 'link':
    case 'image':
    case 'definition':
      node.url = resolveUrl(node.url);
      break;
  }
  if ('children' in node) (node as Parent).children = convertChildren((node as Parent).children, options);
  return [node];
}

function convertJsx(node: MdxJsxFlowElement | MdxJsxTextElement, options: TwinOptions): AnyNode[] {
  const {resolveUrl} = options;
  const children = () => convertChildren(node.children as AnyNode[], options);
  switch (node.name) {
    case 'TabItem':
      return [strongParagraph(attribute(node, 'label') ?? attribute(node, 'value') ?? ''), ...children()];
    case 'Details':
    case 'details': {
      // <summary> may sit directly inside or wrapped in a paragraph; it becomes the bold title.
      let summaryNode: MdxJsxTextElement | MdxJsxFlowElement | undefined;
      visit(node, (n) => {
        if (
          !summaryNode &&
          (n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') &&
          (n as MdxJsxFlowElement).name === 'summary'
        ) {
          summaryNode = n as MdxJsxFlowElement;
        }
      });
      if (summaryNode) consumed.add(summaryNode);
      const summary = attribute(node, 'summary') ?? (summaryNode ? toString(summaryNode) : 'Details');
      return [strongParagraph(summary.trim()), ...children()];
    }
    case 'summary':
      return consumed.has(node) ? [] : [strongParagraph(toString(node).trim())];
    case 'ApiReference': {
      const spec = attribute(node, 'spec') ?? '';
      const link: Link = {type: 'link', url: resolveUrl(spec), children: [text(spec.split('/').pop() ?? spec)]};
      return [
        {
          type: 'paragraph',
          children: [
            text('Die interaktive Referenz (Swagger UI) bedienen Sie auf der '),
            {type: 'link', url: options.pageUrl, children: [text('Webseite dieser Anleitung')]},
            text('. Sie liest das OpenAPI-Dokument '),
            link,
            text('.'),
          ],
        },
      ];
    }
    case 'br':
      return [{type: 'break'}];
    case 'code':
    case 'kbd':
      return [{type: 'inlineCode', value: toString(node)}];
    case 'strong':
    case 'b':
      return [{type: 'strong', children: children() as PhrasingContent[]}];
    case 'em':
    case 'i':
      return [{type: 'emphasis', children: children() as PhrasingContent[]}];
    case 'a':
      return [{type: 'link', url: resolveUrl(attribute(node, 'href') ?? ''), children: children() as PhrasingContent[]}];
    default:
      // Tabs and any other wrapper: its content without the wrapper.
      return children();
  }
}

function convertChildren(children: AnyNode[], options: TwinOptions): AnyNode[] {
  return children.flatMap((child) => convertNode(child, options));
}

const processors = {
  md: unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective).freeze(),
  mdx: unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective).use(remarkMdx).freeze(),
};
const stringifier = unified()
  .use(remarkGfm)
  .use(remarkStringify, {bullet: '-', fences: true, listItemIndent: 'one', rule: '-', emphasis: '_', strong: '*', resourceLink: true})
  .freeze();

/**
 * Most pages are byte-identical in both versions and differ only in where their links point, so
 * each source is parsed once; the conversion works on a copy because it rewrites the tree.
 */
const parsed = new Map<string, Root>();
function parse(source: string, format: TwinOptions['format']): Root {
  const key = `${format}\u0000${source}`;
  let tree = parsed.get(key);
  if (!tree) parsed.set(key, (tree = processors[format].parse(source) as Root));
  return structuredClone(tree);
}

/** The Markdown twin of one doc page. */
export function toMarkdownTwin(source: string, options: TwinOptions): string {
  const tree = parse(source, options.format);
  let children = convertChildren(tree.children as AnyNode[], options) as RootContent[];
  // A body that starts with its own `# Titel` already has the h1 Docusaurus shows.
  const first = children.find((c) => c.type !== 'text' || c.value.trim());
  if (first?.type === 'heading' && first.depth === 1) children = children.filter((c) => c !== first);
  const head: RootContent[] = [{type: 'heading', depth: 1, children: [text(options.title)]} satisfies Heading];
  if (options.description) head.push({type: 'paragraph', children: [text(options.description)]});
  const root: Root = {type: 'root', children: [...head, ...children]};
  // Text left over from removed JSX at block level must sit in a paragraph.
  root.children = root.children.map((c) => (c.type === 'text' ? {type: 'paragraph', children: [c]} : c));
  visit(root, 'paragraph', (p: Paragraph) => {
    p.children = p.children.filter((c, i) => !(c.type === 'text' && !c.value.trim() && (i === 0 || i === p.children.length - 1)));
  });
  root.children = root.children.filter((c) => !(c.type === 'paragraph' && c.children.length === 0));
  return stringifier.stringify(root);
}
