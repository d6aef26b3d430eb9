import { WS_CLOSE, type TClientFrame, type TServerFrame } from '@marketplace/contract';
import { serverFrameCheck } from './response-checks.generated.ts';

export const PING_INTERVAL_MS = 25_000;
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

export type RealtimeStatus = 'idle' | 'connecting' | 'ready' | 'reconnecting' | 'unauthorized';

type FrameOf<T extends TServerFrame['type']> = Extract<TServerFrame, { type: T }>;
type Listener<F> = (frame: F) => void;

type SocketLike = Pick<WebSocket, 'send' | 'close' | 'readyState'> & {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
};

export type RealtimeOptions = {
  /** Defaults to `/ws` on the page's own host; the token never goes in the URL. */
  url?: () => string;
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
};

const OPEN = 1;

const defaultUrl = () => {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/ws`;
};

/** Delay before reconnect attempt `attempt` (0-based): doubling from 1 s up to 30 s, with jitter. */
export const backoffDelay = (attempt: number, random: () => number = Math.random): number => {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** attempt);
  // Jitter spreads reconnects of many tabs after a server restart.
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
};

/**
 * One shared realtime connection for the whole app. Features subscribe to frame types;
 * the connection authenticates with its first frame and reconnects on its own.
 */
export const createRealtimeClient = (options: RealtimeOptions = {}) => {
  const url = options.url ?? defaultUrl;
  const createSocket = options.createSocket ?? ((target: string) => new WebSocket(target));
  const random = options.random ?? Math.random;

  const listeners = new Set<Listener<TServerFrame>>();
  const statusListeners = new Set<Listener<RealtimeStatus>>();
  let socket: SocketLike | null = null;
  let token: string | null = null;
  let status: RealtimeStatus = 'idle';
  let attempt = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let outbox: TClientFrame[] = [];

  const setStatus = (next: RealtimeStatus) => {
    if (status === next) return;
    status = next;
    for (const listener of statusListeners) listener(next);
  };

  const stopTimers = () => {
    clearTimeout(reconnectTimer);
    clearInterval(pingTimer);
    reconnectTimer = undefined;
    pingTimer = undefined;
  };

  const rawSend = (frame: TClientFrame) => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(frame));
  };

  const open = () => {
    if (!token) return;
    const current = createSocket(url());
    socket = current;
    setStatus(attempt === 0 ? 'connecting' : 'reconnecting');

    current.onopen = () => {
      if (token) current.send(JSON.stringify({ type: 'connect', token } satisfies TClientFrame));
    };

    current.onmessage = (event: MessageEvent) => {
      let json: unknown;
      try {
        json = JSON.parse(String(event.data));
      } catch {
        return;
      }
      const parsed = serverFrameCheck.safeParse(json);
      if (!parsed.success) return;
      const frame = parsed.data;
      if (frame.type === 'ready') {
        attempt = 0;
        setStatus('ready');
        clearInterval(pingTimer);
        pingTimer = setInterval(() => rawSend({ type: 'ping' }), PING_INTERVAL_MS);
        const pending = outbox;
        outbox = [];
        pending.forEach(rawSend);
      }
      for (const listener of listeners) listener(frame);
    };

    current.onclose = (event: CloseEvent) => {
      if (socket !== current) return;
      socket = null;
      stopTimers();
      if (!token) {
        setStatus('idle');
        return;
      }
      // An unauthorized close means the token is bad: retrying would only be refused again.
      if (event.code === WS_CLOSE.unauthorized) {
        setStatus('unauthorized');
        return;
      }
      setStatus('reconnecting');
      reconnectTimer = setTimeout(open, backoffDelay(attempt, random));
      attempt += 1;
    };

    // Errors are always followed by a close event, which does the bookkeeping.
    current.onerror = () => undefined;
  };

  const disconnect = () => {
    token = null;
    outbox = [];
    stopTimers();
    const current = socket;
    socket = null;
    attempt = 0;
    current?.close(1000, 'bye');
    setStatus('idle');
  };

  return {
    /** Opens (or re-opens with a new token) the shared connection. */
    connect(nextToken: string) {
      if (token === nextToken && socket) return;
      disconnect();
      token = nextToken;
      open();
    },
    disconnect,
    /** Sends now when authenticated, else once the server says `ready`. */
    send(frame: Exclude<TClientFrame, { type: 'connect' }>) {
      if (status === 'ready' && socket?.readyState === OPEN) rawSend(frame);
      else if (token) outbox.push(frame);
    },
    /** Every frame, or only frames of one type. Returns the unsubscribe function. */
    subscribe<T extends TServerFrame['type']>(
      typeOrListener: T | Listener<TServerFrame>,
      maybeListener?: Listener<FrameOf<T>>,
    ): () => void {
      const listener: Listener<TServerFrame> =
        typeof typeOrListener === 'function'
          ? typeOrListener
          : (frame) => {
              if (frame.type === typeOrListener) maybeListener?.(frame as FrameOf<T>);
            };
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    onStatus(listener: Listener<RealtimeStatus>): () => void {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },
    getStatus: () => status,
  };
};

export type RealtimeClient = ReturnType<typeof createRealtimeClient>;

/** The app's single connection; started and stopped by the session (see app/realtime-bridge). */
export const realtime = createRealtimeClient();
