/**
 * stylis (Emotion's CSS compiler, installed with @emotion/cache) ships no type declarations; these
 * are the few of its exports the console uses, typed with Emotion's own element type.
 */
declare module 'stylis' {
  import type { StylisElement, StylisPlugin } from '@emotion/cache';

  export const DECLARATION: 'decl';
  export const prefixer: StylisPlugin;
  export const stringify: StylisPlugin;
  export function compile(css: string): StylisElement[];
  export function serialize(elements: StylisElement[], callback: StylisPlugin): string;
  export function middleware(plugins: StylisPlugin[]): StylisPlugin;
}
