/** The bell's badge text (spec §9): nothing at 0, the count up to 9, then '9+'. */
export function bellBadge(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 9 ? '9+' : String(Math.floor(count));
}
