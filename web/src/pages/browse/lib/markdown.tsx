import type { ReactNode } from 'react';

/*
 * Product texts are plain text or simple Markdown with HTML refused by the catalogue (README):
 * headings, lists, paragraphs, bold, italics, inline code and links. This renders exactly that as
 * React elements — never as HTML — so nothing a seller writes can become markup or script.
 */

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;
const INLINE =
  /(\*\*([^*]+)\*\*|__([^_]+)__|\*([^*\s][^*]*)\*|_([^_\s][^_]*)_|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\))/;

export function renderInline(text: string, keyPrefix = 'i'): ReactNode[] {
  const out: ReactNode[] = [];
  let rest = text;
  let n = 0;
  while (rest) {
    const m = INLINE.exec(rest);
    if (!m) {
      out.push(rest);
      break;
    }
    if (m.index > 0) out.push(rest.slice(0, m.index));
    const key = `${keyPrefix}${n++}`;
    const [whole, , b1, b2, i1, i2, code, label, href] = m;
    if (b1 ?? b2) out.push(<strong key={key}>{renderInline((b1 ?? b2)!, key)}</strong>);
    else if (i1 ?? i2) out.push(<em key={key}>{renderInline((i1 ?? i2)!, key)}</em>);
    else if (code) out.push(<code key={key}>{code}</code>);
    else if (label && href)
      out.push(
        SAFE_LINK.test(href) ? (
          <a key={key} href={href} rel="nofollow noopener noreferrer ugc" target="_blank">
            {label}
          </a>
        ) : (
          label
        ),
      );
    rest = rest.slice(m.index + whole.length);
  }
  return out;
}

type Block =
  | { kind: 'h'; level: number; text: string }
  | { kind: 'ul' | 'ol'; items: string[] }
  | { kind: 'p'; lines: string[] };

export function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let para: string[] = [];
  const flush = () => {
    if (para.length) blocks.push({ kind: 'p', lines: para });
    para = [];
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const bullet = /^[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\d{1,3}[.)]\s+(.*)$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      blocks.push({ kind: 'h', level: heading[1]!.length, text: heading[2]! });
    } else if (bullet || numbered) {
      flush();
      const kind = bullet ? 'ul' : 'ol';
      const last = blocks.at(-1);
      const item = (bullet ?? numbered)![1]!;
      if (last && last.kind === kind) last.items.push(item);
      else blocks.push({ kind, items: [item] });
    } else para.push(line);
  }
  flush();
  return blocks;
}

/**
 * Markdown as React elements. Headings start at `baseLevel` (the page already has its h1/h2), so
 * "# Title" in a description becomes an h3 by default.
 */
export function Markdown({ source, baseLevel = 3 }: { source: string; baseLevel?: number }) {
  return (
    <>
      {parseBlocks(source).map((b, i) => {
        const key = `b${i}`;
        if (b.kind === 'h') {
          const Tag = `h${Math.min(6, baseLevel + b.level - 1)}` as 'h3';
          return <Tag key={key}>{renderInline(b.text, key)}</Tag>;
        }
        if (b.kind === 'p')
          return (
            <p key={key}>
              {b.lines.flatMap((l, j) => [
                ...(j > 0 ? [<br key={`${key}br${j}`} />] : []),
                ...renderInline(l, `${key}l${j}`),
              ])}
            </p>
          );
        const List = b.kind;
        return (
          <List key={key}>
            {b.items.map((item, j) => (
              <li key={j}>{renderInline(item, `${key}i${j}`)}</li>
            ))}
          </List>
        );
      })}
    </>
  );
}
