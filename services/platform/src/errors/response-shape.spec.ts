import type { AssertTrue, SameShape } from './response-shape.js';

/**
 * Type-level: `npx tsc` fails if SameShape stops telling shapes apart (each @ts-expect-error would
 * then be unused). The runtime part only proves the file is loaded by the unit tier.
 */
interface View {
  id: string;
  note: string | null;
  tags: string[];
  owner: { id: string; verified: boolean };
  extra?: number;
}

class Dto {
  id!: string;
  note!: string | null;
  tags!: string[];
  owner!: OwnerDto;
  extra?: number;
}
class OwnerDto {
  id!: string;
  verified!: boolean;
}

type _Same = AssertTrue<SameShape<Dto, View>>;
// @ts-expect-error a field missing on one side
type _Missing = AssertTrue<SameShape<Omit<Dto, 'note'>, View>>;
// @ts-expect-error a nullable field declared non-null
type _NotNull = AssertTrue<SameShape<Omit<Dto, 'note'> & { note: string }, View>>;
// @ts-expect-error an optional field declared required
type _Required = AssertTrue<SameShape<Omit<Dto, 'extra'> & { extra: number }, View>>;
// @ts-expect-error a nested member retyped
type _Nested = AssertTrue<SameShape<Omit<Dto, 'owner'> & { owner: { id: string; verified: string } }, View>>;
// @ts-expect-error an extra field on the DTO
type _Extra = AssertTrue<SameShape<Dto & { more: string }, View>>;

describe('SameShape', () => {
  it('is a compile-time check (see the @ts-expect-error lines)', () => {
    const ok: SameShape<Dto, View> = true;
    expect(ok).toBe(true);
  });
});
