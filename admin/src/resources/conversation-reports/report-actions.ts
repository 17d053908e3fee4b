import type { Identifier } from 'react-admin';
import { API } from '../../config';
import { http } from '../../providers';
import { filenameOf } from '../../rest/data-provider';
import { toHttpError } from '../../rest/problem';

const id = (value: Identifier) => encodeURIComponent(String(value));

/**
 * The staff actions on conversation reports that are not CRUD (messaging's admin routes). Kept
 * with the resource: the shared data provider does not need to know about them.
 */
export const reportActions = {
  /** Closes a report with what staff did about it (3 characters at least; messaging checks too). */
  resolve: async (reportId: Identifier, resolution: string) => {
    const { json } = await http.json(`${API.admin}/conversation-reports/${id(reportId)}/resolve`, {
      method: 'POST',
      body: JSON.stringify({ resolution }),
    });
    return json;
  },

  /** A file attached to a message of the conversation, fetched with the staff member's token. */
  attachment: async (conversationId: Identifier, attachmentId: Identifier) => {
    const res = await http.raw(
      `${API.admin}/conversations/${id(conversationId)}/attachments/${id(attachmentId)}`,
    );
    if (!res.ok) {
      const body: unknown = await res.json().catch(() => null);
      throw toHttpError(res.status, body, res.statusText);
    }
    return { blob: await res.blob(), filename: filenameOf(res.headers.get('Content-Disposition')) };
  },
};
