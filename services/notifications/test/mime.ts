/**
 * Just enough MIME reading to check what nodemailer produced (headers, the text and HTML parts), so
 * the tests assert on the message a mail client would show rather than on its transfer encoding.
 */
export interface ParsedMail {
  /** Lower-cased header names; encoded words decoded. */
  headers: Record<string, string>;
  text: string;
  html: string;
}

function decodeWords(value: string): string {
  // Whitespace between two adjacent encoded words is not part of the text (RFC 2047 §6.2).
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, data: string) => {
      const bytes =
        enc.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64')
          : Buffer.from(
              data
                .replace(/_/g, ' ')
                .replace(/=([0-9A-Fa-f]{2})/g, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
              'latin1',
            );
      return bytes.toString('utf8');
    });
}

function splitHead(entity: string): { headers: Record<string, string>; body: string } {
  const at = entity.indexOf('\n\n');
  const head = at < 0 ? entity : entity.slice(0, at);
  const body = at < 0 ? '' : entity.slice(at + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\n/g, '')
          .replace(/=([0-9A-Fa-f]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHead(raw.replace(/\r\n/g, '\n'));
  const parsed: ParsedMail = { headers, text: '', html: '' };
  const collect = (h: Record<string, string>, b: string) => {
    const type = (h['content-type'] ?? 'text/plain').toLowerCase();
    const boundary = /boundary="?([^";]+)"?/i.exec(h['content-type'] ?? '')?.[1];
    if (type.startsWith('multipart/') && boundary) {
      const parts = b.split(`--${boundary}`).slice(1);
      for (const part of parts) {
        if (part.startsWith('--')) break;
        const p = splitHead(part.replace(/^\n/, ''));
        collect(p.headers, p.body);
      }
    } else if (type.startsWith('text/html')) parsed.html += decodeBody(b, h['content-transfer-encoding']);
    else if (type.startsWith('text/plain')) parsed.text += decodeBody(b, h['content-transfer-encoding']);
  };
  collect(headers, body);
  return parsed;
}
