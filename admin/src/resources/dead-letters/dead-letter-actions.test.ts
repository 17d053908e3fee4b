import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/messages/en';
import { createHttpClient } from '../../rest/http-client';
import { fakeFetch, json, problem } from '../../test-support/fake-fetch';
import {
  bulkFilter,
  canReplayMatching,
  createDeadLetterActions,
  replaySucceeded,
} from './dead-letter-actions';
import { DEAD_LETTER_KINDS, DEAD_LETTER_SERVICES, DEAD_LETTER_STATUSES, DEFAULT_SERVICE } from './statuses';

const API = 'http://console.test/api/v1/admin';
const ID = 'catalogue:0193a6b0-0b3c-7e53-9a1e-3c2f5b8d9e01';

function setup(routes: Parameters<typeof fakeFetch>[0]) {
  const f = fakeFetch(routes);
  const http = createHttpClient({
    session: { accessToken: () => Promise.resolve('tok'), refresh: () => Promise.resolve(false) },
    language: () => 'fr',
    fetch: f.fetch,
  });
  return { actions: createDeadLetterActions(API, http), sent: f.sent };
}

describe('dead-letter actions', () => {
  it('replays one letter at its own route, the <service>: id encoded into one path segment', async () => {
    const { actions, sent } = setup({
      'POST /api/v1/admin/dead-letters': [json({ id: ID, status: 'replayed' })],
    });
    const letter = await actions.replay(ID);
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      `POST ${API}/dead-letters/catalogue%3A0193a6b0-0b3c-7e53-9a1e-3c2f5b8d9e01/replay`,
    ]);
    expect(sent[0]!.body).toBeUndefined();
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer tok');
    expect(replaySucceeded(letter)).toBe(true);
  });

  it('tells a replay that failed again (the letter still open) from one that went through', () => {
    expect(replaySucceeded({ id: ID, status: 'open', errorKind: 'replay_failed' })).toBe(false);
    expect(replaySucceeded({ id: ID, status: 'replayed' })).toBe(true);
  });

  it('discards with the reason in the body', async () => {
    const { actions, sent } = setup({
      'POST /api/v1/admin/dead-letters': [json({ id: ID, status: 'discarded' })],
    });
    await actions.discard(ID, 'Duplicate of an order fixed by hand');
    expect(sent[0]!.url).toBe(`${API}/dead-letters/${encodeURIComponent(ID)}/discard`);
    expect(JSON.parse(sent[0]!.body!)).toEqual({ reason: 'Duplicate of an order fixed by hand' });
  });

  it("turns the server's 409 into an error carrying its localized words", async () => {
    const { actions } = setup({
      'POST /api/v1/admin/dead-letters': [
        problem(409, 'Cette lettre morte a déjà été traitée (statut : discarded).', {
          code: 'dead_letter.not_open',
        }),
      ],
    });
    await expect(actions.replay(ID)).rejects.toMatchObject({
      status: 409,
      message: 'Cette lettre morte a déjà été traitée (statut : discarded).',
    });
  });

  it('replays all matching with the list filters (service always), empty ones left out', async () => {
    const result = {
      service: 'catalogue',
      matched: 3,
      replayed: 2,
      failed: 1,
      skipped: 0,
      unreplayable: 0,
      remaining: 0,
    };
    const { actions, sent } = setup({ 'POST /api/v1/admin/dead-letters/replay': [json(result)] });
    const answer = await actions.replayMatching({
      service: 'catalogue',
      topic: 'identity.user.suspended.v1',
      consumerGroup: '',
      status: 'open',
      q: 'ignored',
    });
    expect(answer).toEqual(result);
    const url = new URL(sent[0]!.url);
    expect(url.pathname).toBe('/api/v1/admin/dead-letters/replay');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({
      service: 'catalogue',
      topic: 'identity.user.suspended.v1',
      status: 'open',
    });
  });

  it('offers the bulk replay for open letters only', () => {
    expect(canReplayMatching({ service: 'audit' })).toBe(true);
    expect(canReplayMatching({ service: 'audit', status: 'open' })).toBe(true);
    expect(canReplayMatching({ service: 'audit', status: 'discarded' })).toBe(false);
    expect(bulkFilter({ service: 'audit', from: null, to: undefined })).toEqual({ service: 'audit' });
  });

  it('has words for every service, status and kind it can show', () => {
    expect(DEAD_LETTER_SERVICES).toContain(DEFAULT_SERVICE);
    for (const s of DEAD_LETTER_SERVICES) expect(en.app.service[s]).toBeTruthy();
    for (const s of DEAD_LETTER_STATUSES) expect(en.app.dead_letter_status[s]).toBeTruthy();
    for (const k of DEAD_LETTER_KINDS) expect(en.app.dead_letter_kind[k]).toBeTruthy();
  });
});
