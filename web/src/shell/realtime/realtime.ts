import { session } from '../../auth/session';
import { fetchStreamTicket, fetchUnreadCount, streamUrl } from './notifications-api';
import { RealtimeClient, type RealtimeDeps } from './realtime-client';
import { UnreadStore } from './unread-store';

/**
 * Binds a RealtimeClient to the session: open while someone is signed in and some component uses it
 * (the header's bell does on every page), closed on sign-out, restarted from scratch when another
 * user signs in. A short grace keeps it open across a route change that unmounts and remounts users.
 */
const GRACE_MS = 5_000;

export interface RealtimeHub {
  client: RealtimeClient;
  unread: UnreadStore;
  /** Keeps the stream open while held; returns the release. */
  retain(): () => void;
}

export function createRealtimeHub(
  deps: Partial<RealtimeDeps> = {},
  auth: Pick<typeof session, 'subscribe' | 'currentUser'> = session,
  loadUnread: () => Promise<unknown> = fetchUnreadCount,
): RealtimeHub {
  const unread = new UnreadStore();
  const refreshUnread = () => {
    loadUnread().then(
      (res) => unread.setFrom(res),
      () => undefined, // The next event or list carries the count anyway.
    );
  };
  const client = new RealtimeClient({
    connectUrl: async (lastEventId) => {
      // No EventSource (an old browser, jsdom): the bell still loads its list when opened.
      if (!auth.currentUser() || typeof EventSource === 'undefined') return null;
      const { ticket } = await fetchStreamTicket();
      return streamUrl(ticket, lastEventId);
    },
    createSource: (url) => new EventSource(url),
    onOpen: refreshUnread,
    ...deps,
  });
  for (const kind of ['notification', 'notification.read', 'unread_count'])
    client.on(kind, (d) => unread.setFrom(d));
  // The gateway could not replay everything missed: the count is worth asking for again.
  client.on('resync', refreshUnread);

  let holders = 0;
  let graceTimer: ReturnType<typeof setTimeout> | null = null;
  let userId = auth.currentUser()?.id ?? null;

  const sync = () => {
    const now = auth.currentUser()?.id ?? null;
    if (now !== userId) {
      // Sign-out, or another account in this tab: nothing of the previous user's stream carries over.
      userId = now;
      client.stop();
      unread.reset();
    }
    if (userId && holders > 0) client.start();
    else if (!userId) client.stop();
  };
  auth.subscribe(sync);

  if (typeof window !== 'undefined') window.addEventListener('online', () => client.retryNow());

  return {
    client,
    unread,
    retain() {
      holders++;
      if (graceTimer) clearTimeout(graceTimer);
      graceTimer = null;
      sync();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holders--;
        if (holders > 0) return;
        graceTimer = setTimeout(() => {
          graceTimer = null;
          if (holders === 0) client.stop({ forget: false });
        }, GRACE_MS);
      };
    },
  };
}

let hub: RealtimeHub | null = null;

/** The tab's one hub, created on first use (never in a test that does not touch it). */
export function realtimeHub(): RealtimeHub {
  hub ??= createRealtimeHub();
  return hub;
}
