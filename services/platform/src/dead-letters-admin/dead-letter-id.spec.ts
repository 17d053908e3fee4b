import { ProblemException } from '../errors/index.js';
import { localDeadLetterId, publicDeadLetterId } from './dead-letter-id.js';

const ID = '0193a6b0-0b3c-7e53-9a1e-3c2f5b8d9e01';

const problem = (f: () => unknown): { status: number; code: string } => {
  try {
    f();
  } catch (e) {
    if (e instanceof ProblemException) return { status: e.getStatus(), code: e.code };
    throw e;
  }
  throw new Error('no problem thrown');
};

describe('dead letter ids', () => {
  it('are <service>:<uuid>, and this service reads its own back', () => {
    expect(publicDeadLetterId('catalogue', ID)).toBe(`catalogue:${ID}`);
    expect(localDeadLetterId('catalogue', `catalogue:${ID}`)).toBe(ID);
    expect(localDeadLetterId('catalogue', `catalogue:${ID.toUpperCase()}`)).toBe(ID);
  });

  it("are not found here when they name another service's letter", () => {
    expect(problem(() => localDeadLetterId('catalogue', `identity:${ID}`))).toEqual({
      status: 404,
      code: 'dead_letter.not_found',
    });
  });

  it.each([ID, `:${ID}`, 'catalogue:42', `catalogue:${ID}x`, `Catalogue:${ID}`, `catalogue::${ID}`, ''])(
    'refuse %j as malformed (400)',
    (raw) => {
      expect(problem(() => localDeadLetterId('catalogue', raw))).toEqual({
        status: 400,
        code: 'dead_letter.bad_id',
      });
    },
  );
});
