/**
 * The signed-in user's unread notification count, shared by the bell and anything else that shows
 * it. Null until the first answer (the bell then shows no badge rather than a made-up zero).
 */
type Listener = () => void;

export class UnreadStore {
  private value: number | null = null;
  private readonly listeners = new Set<Listener>();

  subscribe = (l: Listener) => {
    this.listeners.add(l);
    return () => {
      this.listeners.delete(l);
    };
  };

  get = (): number | null => this.value;

  /** Takes a count from the server (an event, a list, a read receipt); ignores anything else. */
  set(count: unknown): void {
    if (typeof count !== 'number' || !Number.isFinite(count) || count < 0) return;
    this.update(Math.floor(count));
  }

  /** Takes the `unreadCount` of a server answer or event (`count` of the stream's unread_count). */
  setFrom(data: unknown): void {
    if (!data || typeof data !== 'object') return;
    if ('unreadCount' in data) this.set(data.unreadCount);
    else if ('count' in data) this.set(data.count);
  }

  reset(): void {
    this.update(null);
  }

  private update(next: number | null): void {
    if (next === this.value) return;
    this.value = next;
    this.listeners.forEach((l) => l());
  }
}
