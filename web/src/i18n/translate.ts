export type Dict = Readonly<Record<string, string>>;
export type Vars = Readonly<Record<string, string | number>>;

/**
 * The fallback chain of the spec: the chosen language, then English, then the key itself (so a
 * missing text is visible as its key rather than as an empty hole). `{name}` placeholders are filled
 * from `vars`; a placeholder with no value stays as written.
 */
export function translate(key: string, dicts: readonly (Dict | undefined)[], vars?: Vars): string {
  let text: string | undefined;
  for (const d of dicts) {
    const hit = d?.[key];
    if (hit !== undefined && hit !== '') {
      text = hit;
      break;
    }
  }
  if (text === undefined) return key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (all, name: string) => (name in vars ? String(vars[name]) : all));
}
