/**
 * The Idempotency-Key of one staff action that moves money (a refund, a dispute decision). The
 * service stores the first answer under the key and replays it, so a retry of the same action —
 * a second click after a timeout, a resubmit after a lost response — must send the same key, or it
 * could move the money twice. A different body is a different action (the service would answer
 * 422 to the old key), so it gets a new key; so does the next action after one went through.
 */
export class ActionKey {
  private key: string | null = null;
  private body: string | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  /** The key to send with this body. */
  for(body: unknown): string {
    const text = JSON.stringify(body);
    if (this.key === null || text !== this.body) {
      this.key = this.newKey();
      this.body = text;
    }
    return this.key;
  }

  /** The action is over (it went through, or staff closed the form): the next one is new. */
  reset(): void {
    this.key = null;
    this.body = null;
  }
}
