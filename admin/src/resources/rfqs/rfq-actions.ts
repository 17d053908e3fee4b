import type { Identifier, RaRecord } from 'react-admin';
import type { DownloadedFile } from '../../rest/data-provider';
import { filenameOf } from '../../rest/data-provider';
import type { HttpClient } from '../../rest/http-client';
import { toHttpError } from '../../rest/problem';

export const RFQ_STATUSES = ['open', 'accepted', 'closed', 'removed'] as const;
export const RFQ_COLOURS = {
  open: 'info',
  accepted: 'success',
  closed: 'default',
  removed: 'error',
} as const;
export const RFQ_VISIBILITIES = ['open', 'invited'] as const;
export const QUOTE_COLOURS = {
  active: 'info',
  accepted: 'success',
  declined: 'warning',
  withdrawn: 'default',
} as const;

export interface RfqActions {
  /**
   * Removes an RFQ as spam: `POST /admin/rfqs/:id/remove {reason}`. The key makes a retry of the same
   * confirmation (after a lost answer) the same removal, recorded once.
   */
  remove(id: Identifier, reason: string, key: string): Promise<RaRecord>;
  /** A file the buyer attached, as a blob (staff may read every RFQ's, removed ones too). */
  attachment(rfqId: Identifier, attachmentId: Identifier): Promise<DownloadedFile>;
}

/** The RFQ staff actions on the console's HTTP client (token, language, problem details). */
export function createRfqActions(apiUrl: string, http: HttpClient, rfqsUrl: string): RfqActions {
  const id = (value: Identifier) => encodeURIComponent(String(value));
  return {
    async attachment(rfqId, attachmentId) {
      const res = await http.raw(`${rfqsUrl}/${id(rfqId)}/attachments/${id(attachmentId)}`);
      if (!res.ok) {
        const body: unknown = await res.json().catch(() => null);
        throw toHttpError(res.status, body, res.statusText);
      }
      return { blob: await res.blob(), filename: filenameOf(res.headers.get('Content-Disposition')) };
    },
    async remove(rfqId, reason, key) {
      const { json } = await http.json(`${apiUrl}/rfqs/${id(rfqId)}/remove`, {
        method: 'POST',
        body: JSON.stringify({ reason }),
        headers: new Headers({ 'Idempotency-Key': key }),
      });
      return json as RaRecord;
    },
  };
}
