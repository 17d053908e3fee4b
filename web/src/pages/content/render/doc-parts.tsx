import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ContentLink, ContentSection, FaqItem } from '../content-doc';

/** An app route through the router; mailto:, tel: and absolute addresses as plain links. */
export function SmartLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  if (/^(mailto:|tel:|https?:)/.test(to))
    return (
      <a className={className} href={to}>
        {children}
      </a>
    );
  return (
    <Link className={className} to={to}>
      {children}
    </Link>
  );
}

export function DocLinks({ links, className }: { links: readonly ContentLink[]; className?: string }) {
  return (
    <p className={className ? `sk-links ${className}` : 'sk-links'}>
      {links.map((l) => (
        <SmartLink key={l.to + l.label} to={l.to} className={l.primary ? 'sk-btn sk-btn--primary' : 'sk-btn'}>
          {l.label}
        </SmartLink>
      ))}
    </p>
  );
}

/** The anchor of a section: its own id, else its position (stable across languages either way). */
export const sectionId = (s: ContentSection, index: number) => s.id ?? `section-${index + 1}`;

export function SectionBody({ section }: { section: ContentSection }) {
  const List = section.ordered ? 'ol' : 'ul';
  return (
    <>
      {section.paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      {section.list && (
        <List className="sk-content__list">
          {section.list.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </List>
      )}
      {section.links && <DocLinks links={section.links} />}
    </>
  );
}

export function DocSections({ sections, steps }: { sections: readonly ContentSection[]; steps?: boolean }) {
  if (steps)
    return (
      <ol className="sk-steps">
        {sections.map((s, i) => (
          <li key={i} id={sectionId(s, i)} className="sk-steps__step">
            <h2>{s.heading}</h2>
            <SectionBody section={s} />
          </li>
        ))}
      </ol>
    );
  return sections.map((s, i) => (
    <section
      key={i}
      id={sectionId(s, i)}
      aria-labelledby={`${sectionId(s, i)}-h`}
      className="sk-content__section"
    >
      <h2 id={`${sectionId(s, i)}-h`}>{s.heading}</h2>
      <SectionBody section={s} />
    </section>
  ));
}

/** "On this page": anchors to each section of a long text (policies). */
export function Toc({ sections, label }: { sections: readonly ContentSection[]; label: string }) {
  return (
    <nav className="sk-toc" aria-label={label}>
      <p className="sk-toc__title">{label}</p>
      <ol>
        {sections.map((s, i) => (
          <li key={i}>
            <a href={`#${sectionId(s, i)}`}>{s.heading}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** An accordion made of native <details>: keyboard and screen-reader friendly with no script. */
export function FaqList({ items, heading }: { items: readonly FaqItem[]; heading?: string }) {
  return (
    <section className="sk-faq">
      {heading && <h2>{heading}</h2>}
      {items.map((item, i) => (
        <details key={i} className="sk-faq__item">
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </section>
  );
}

/** schema.org FAQPage for the questions of a page (search engines show them as rich results). */
export function faqJsonLd(items: readonly FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
