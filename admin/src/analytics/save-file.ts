/**
 * Saves a fetched file under its name. A CSV is only ever saved, never opened in a tab: it came
 * through the API with the staff token, so a plain link (without the Authorization header) would not do.
 */
export function saveFile(file: { blob: Blob; filename: string | null }, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.filename ?? fallbackName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
