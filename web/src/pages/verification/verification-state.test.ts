import { describe, expect, it } from 'vitest';
import { canSubmit, currentState, latestOf, type SellerVerification } from './verification-state';

const NOW = Date.parse('2026-06-01T12:00:00Z');
let n = 0;
const request = (over: Partial<SellerVerification>): SellerVerification => ({
  id: `v${++n}`,
  status: 'pending',
  companyName: 'Mensah Agro Exports Ltd',
  companyRegistrationNumber: 'CS123456789',
  taxId: 'C0001234567',
  country: 'GH',
  submittedAt: '2026-05-01T09:00:00Z',
  decidedAt: null,
  reason: null,
  expiresAt: null,
  documentCount: 1,
  ...over,
});

describe('the seller’s verification state', () => {
  it('is none without any request', () => {
    expect(currentState([], NOW)).toEqual({ kind: 'none' });
    expect(canSubmit({ kind: 'none' })).toBe(true);
  });

  it('is pending since the submission, and no second request may be sent meanwhile', () => {
    const s = currentState([request({ submittedAt: '2026-05-30T08:00:00Z' })], NOW);
    expect(s).toEqual({ kind: 'pending', since: '2026-05-30T08:00:00Z' });
    expect(canSubmit(s)).toBe(false);
  });

  it('a pending renewal wins over a standing approval', () => {
    const approved = request({
      status: 'approved',
      submittedAt: '2025-07-01T00:00:00Z',
      decidedAt: '2025-07-02T00:00:00Z',
      expiresAt: '2026-07-02T00:00:00Z',
    });
    const renewal = request({ submittedAt: '2026-05-20T00:00:00Z' });
    expect(currentState([renewal, approved], NOW).kind).toBe('pending');
  });

  it('is verified until the expiry of a standing approval', () => {
    const s = currentState(
      [
        request({
          status: 'approved',
          decidedAt: '2026-05-02T10:00:00Z',
          expiresAt: '2027-05-02T10:00:00Z',
        }),
      ],
      NOW,
    );
    expect(s).toEqual({
      kind: 'verified',
      until: '2027-05-02T10:00:00Z',
      since: '2026-05-02T10:00:00Z',
      renewalRejected: null,
    });
    expect(canSubmit(s)).toBe(true);
  });

  it('stays verified when a later renewal was rejected, and says why', () => {
    const approved = request({
      status: 'approved',
      submittedAt: '2025-07-01T00:00:00Z',
      expiresAt: '2026-07-02T00:00:00Z',
    });
    const rejected = request({
      status: 'rejected',
      submittedAt: '2026-05-10T00:00:00Z',
      decidedAt: '2026-05-11T00:00:00Z',
      reason: 'The tax certificate is illegible.',
    });
    // Order of the list does not matter: the dates do.
    expect(currentState([approved, rejected], NOW)).toMatchObject({
      kind: 'verified',
      until: '2026-07-02T00:00:00Z',
      renewalRejected: 'The tax certificate is illegible.',
    });
  });

  it('is rejected with the staff’s reason when the latest decision is a refusal', () => {
    const s = currentState(
      [
        request({
          status: 'rejected',
          decidedAt: '2026-05-03T00:00:00Z',
          reason: 'Registration number does not match the certificate.',
        }),
      ],
      NOW,
    );
    expect(s).toEqual({
      kind: 'rejected',
      reason: 'Registration number does not match the certificate.',
      at: '2026-05-03T00:00:00Z',
    });
  });

  it('is expired after the expiry job, and already once the date has passed before it runs', () => {
    expect(
      currentState(
        [
          request({
            status: 'expired',
            submittedAt: '2025-01-01T00:00:00Z',
            expiresAt: '2026-01-01T00:00:00Z',
          }),
        ],
        NOW,
      ),
    ).toEqual({ kind: 'expired', at: '2026-01-01T00:00:00Z' });
    expect(
      currentState(
        [
          request({
            status: 'approved',
            submittedAt: '2025-05-01T00:00:00Z',
            expiresAt: '2026-05-31T00:00:00Z',
          }),
        ],
        NOW,
      ),
    ).toEqual({ kind: 'expired', at: '2026-05-31T00:00:00Z' });
  });

  it('an old rejection does not hide a newer approval', () => {
    const rejected = request({
      status: 'rejected',
      submittedAt: '2026-01-01T00:00:00Z',
      reason: 'Blurred scan.',
    });
    const approved = request({
      status: 'approved',
      submittedAt: '2026-02-01T00:00:00Z',
      expiresAt: '2027-02-01T00:00:00Z',
    });
    expect(currentState([approved, rejected], NOW)).toMatchObject({
      kind: 'verified',
      renewalRejected: null,
    });
  });
});

describe('the latest request', () => {
  it('is the newest by submission date, whatever the order of the list', () => {
    const older = request({ submittedAt: '2026-01-01T00:00:00Z', taxId: 'OLD' });
    const newer = request({ submittedAt: '2026-03-01T00:00:00Z', taxId: 'NEW' });
    expect(latestOf([older, newer])?.taxId).toBe('NEW');
    expect(latestOf([newer, older])?.taxId).toBe('NEW');
    expect(latestOf([])).toBeUndefined();
  });
});
