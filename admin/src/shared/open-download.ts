/** Shown in a tab; a blob URL is of our origin, so only types that cannot run script are. */
const VIEWABLE = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/**
 * Opens a file fetched through the API with the staff member's token (a plain link would carry no
 * Authorization header). `load` runs after a tab is opened: opened after an await, it would be a
 * popup the browser blocks. Only viewable types are shown; anything else (HTML, SVG: markup that
 * could run script in our origin) is only saved.
 */
export async function openDownloaded(
  load: () => Promise<{ blob: Blob; filename: string | null }>,
  fallbackName: string,
): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { blob, filename } = await load();
    const type = blob.type.split(';')[0]!.trim().toLowerCase();
    if (tab && VIEWABLE.has(type)) {
      const url = URL.createObjectURL(blob);
      tab.opener = null;
      tab.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } else {
      tab?.close();
      const url = URL.createObjectURL(new Blob([blob], { type: 'application/octet-stream' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = filename ?? fallbackName;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    }
  } catch (e) {
    tab?.close();
    throw e;
  }
}
