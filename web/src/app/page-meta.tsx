/**
 * Title, description, social tags and structured data of a page. React 19 hoists <title>, <meta>
 * and <link> into <head> wherever they are rendered; the JSON-LD block is a data script (not run,
 * so the strict Content-Security-Policy does not apply to it).
 */
export interface PageMetaProps {
  title: string;
  description: string;
  /** Path of the canonical URL (defaults to the current path). */
  path?: string;
  image?: string;
  type?: 'website' | 'article' | 'product';
  jsonLd?: object | object[];
  noIndex?: boolean;
}

export const SITE_NAME = 'Sokoni';

/**
 * JSON for a <script> element's text. The HTML parser ends a script at the first `</script` and
 * treats `<!--` specially whatever the type, so text from sellers (a product title holding
 * `</script><script>…`) could close the block and open a script of its own in any rendering that
 * goes through HTML (a prerender, a saved page). `\u003c` is the same character to a JSON parser.
 */
export const jsonForScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

export function PageMeta({
  title,
  description,
  path,
  image,
  type = 'website',
  jsonLd,
  noIndex,
}: PageMetaProps) {
  const origin = typeof location === 'undefined' ? '' : location.origin;
  const url = `${origin}${path ?? (typeof location === 'undefined' ? '/' : location.pathname)}`;
  const full = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  const img = image ?? `${origin}/favicon.svg`;
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noIndex && <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={full} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={img} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={full} />
      <meta name="twitter:description" content={description} />
      {jsonLd && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }} />
      )}
    </>
  );
}
