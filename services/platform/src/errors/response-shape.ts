/**
 * Compile-time checks that a response DTO (the OpenAPI schema front ends generate their types
 * from) describes exactly what a handler returns, so the two cannot drift apart:
 *
 *   type _UserSchema = AssertTrue<SameShape<UserResponse, UserView>>;
 *
 * fails to compile when a field is added, removed, renamed, retyped or made optional on one side.
 */
export type SameShape<A, B> =
  (<T>() => T extends Normalized<A> ? 1 : 2) extends <T>() => T extends Normalized<B> ? 1 : 2 ? true : false;

/**
 * Classes and interfaces compared member by member (recursively), not by declaration. Primitives
 * stay as they are, branded ones too (an entity's `Opt<Role>`): declare those fields with the
 * entity's type (`role!: User['role']`).
 */
type Normalized<T> = T extends string | number | boolean | bigint | symbol | null | undefined
  ? T
  : T extends readonly (infer U)[]
    ? Normalized<U>[]
    : T extends object
      ? { [K in keyof T]: Normalized<T[K]> }
      : T;

export type AssertTrue<T extends true> = T;
