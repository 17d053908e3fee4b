import type { Identifier, RaRecord } from 'react-admin';
import type { HttpClient } from '../../rest/http-client';

/** What `POST /admin/dead-letters/replay?filter=…` answers. */
export interface ReplayMatchingResult {
  service: string;
  matched: number;
  replayed: number;
  failed: number;
  skipped: number;
  unreplayable: number;
  remaining: number;
}

export interface DeadLetterActions {
  /** The letter after the replay: `replayed`, or still `open` with the new error. */
  replay(id: Identifier): Promise<RaRecord>;
  discard(id: Identifier, reason: string): Promise<RaRecord>;
  /** Replays the open letters the list's filter matches (the server takes at most 500 per call). */
  replayMatching(filter: Record<string, unknown>): Promise<ReplayMatchingResult>;
}

/** The filters the bulk replay takes: the list's, without empty values (an empty one is no filter). */
const BULK_FILTERS = ['service', 'topic', 'consumerGroup', 'status', 'from', 'to'] as const;

export function bulkFilter(filterValues: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of BULK_FILTERS) {
    const value = filterValues[key];
    if (value !== undefined && value !== null && value !== '') out[key] = value;
  }
  return out;
}

/** A bulk replay makes sense for open letters only: another status filter matches nothing to replay. */
export const canReplayMatching = (filterValues: Record<string, unknown>): boolean =>
  !filterValues.status || filterValues.status === 'open';

/** Whether a replay answer says the handler took the event (the letter is then no longer open). */
export const replaySucceeded = (letter: RaRecord): boolean => letter.status !== 'open';

const id = (value: Identifier) => encodeURIComponent(String(value));

/** The staff actions on dead letters: POSTs to the routes each service serves under /admin/dead-letters. */
export function createDeadLetterActions(apiUrl: string, http: HttpClient): DeadLetterActions {
  const post = async (path: string, body?: unknown) => {
    const { json } = await http.json(`${apiUrl}/dead-letters/${path}`, {
      method: 'POST',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return json;
  };
  return {
    replay: async (letterId) => (await post(`${id(letterId)}/replay`)) as RaRecord,
    discard: async (letterId, reason) => (await post(`${id(letterId)}/discard`, { reason })) as RaRecord,
    replayMatching: async (filter) =>
      (await post(
        `replay?filter=${encodeURIComponent(JSON.stringify(bulkFilter(filter)))}`,
      )) as ReplayMatchingResult,
  };
}
