import { matchRoute } from './routes.js';

describe('matchRoute', () => {
  it('takes the longest prefix', () => {
    expect(matchRoute('/api/v1/auth/login')).toMatchObject({ service: 'identity', public: true });
    expect(matchRoute('/api/v1/auth/resend-verification')).toEqual({
      prefix: '/api/v1/auth',
      service: 'identity',
    });
    expect(matchRoute('/api/v1/admin/emails/123')).toMatchObject({ service: 'notifications' });
  });
  it('does not match a prefix that is only a string prefix', () => {
    expect(matchRoute('/api/v1/meow')).toBeUndefined();
    expect(matchRoute('/api/v1/unknown')).toBeUndefined();
  });
});
