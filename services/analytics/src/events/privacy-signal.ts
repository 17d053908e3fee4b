/**
 * `DNT: 1` or `Sec-GPC: 1`: the browser asks not to be tracked (DESIGN §5b). Every route that could
 * store something about a visitor honours it on the server, whatever the client does.
 */
export function asksNotToBeTracked(
  doNotTrack: string | undefined,
  globalPrivacyControl: string | undefined,
): boolean {
  return doNotTrack?.trim() === '1' || globalPrivacyControl?.trim() === '1';
}
