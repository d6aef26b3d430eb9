import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WS_CLOSE } from '@marketplace/contract';
import { buildVariant } from '#test/app-variant.ts';
import { connectAs, listenWs, openSocket, type SocketClient } from '#test/socket-client.ts';
import { bearer, createTestApp, signIn, signUp, type TestApp } from '#test/test-app.ts';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '10000', AUTH_RATE_LIMIT_PER_EMAIL: '10000' });
  url = await listenWs(t.app);
});
afterAll(async () => {
  await t.close();
});

const logout = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });

describe('connecting', () => {
  it('answers a valid connect frame with ready and the user id', async () => {
    const user = await signUp(t.app, 'client');
    const client = await openSocket(url);
    client.send({ type: 'connect', token: user.token });
    expect(await client.next((frame) => frame.type === 'ready')).toEqual({
      type: 'ready',
      userId: user.id,
    });
    client.close();
  });

  it("takes the identity from the token, never from the frame's userId", async () => {
    const user = await signUp(t.app, 'client');
    const other = await signUp(t.app, 'freelancer');
    const client = await openSocket(url);
    client.send({ type: 'connect', token: user.token, userId: other.id, channelId: other.id });
    expect(await client.next((frame) => frame.type === 'ready')).toEqual({
      type: 'ready',
      userId: user.id,
    });
    client.close();
  });

  it('closes with 4401 when the first frame is not connect', async () => {
    const client = await openSocket(url);
    client.send({ type: 'ping' });
    expect((await client.closed()).code).toBe(WS_CLOSE.unauthorized);
    expect(client.frames).toEqual([]);
  });

  it('answers a bad token with an error frame and closes with 4401', async () => {
    const client = await openSocket(url);
    client.send({ type: 'connect', token: 'not-a-token' });
    expect((await client.closed()).code).toBe(WS_CLOSE.unauthorized);
    expect(client.frames).toEqual([{ type: 'error', error: SESSION_ENDED }]);
  });

  it('refuses the token of a session that has signed out', async () => {
    const user = await signUp(t.app, 'client');
    expect((await logout(t.app, user.token)).statusCode).toBe(200);
    const client = await openSocket(url);
    client.send({ type: 'connect', token: user.token });
    expect((await client.closed()).code).toBe(WS_CLOSE.unauthorized);
    expect(client.frames).toEqual([{ type: 'error', error: SESSION_ENDED }]);
  });

  it('closes a socket opened from a foreign origin with 4403 before any frame', async () => {
    const user = await signUp(t.app, 'client');
    const client = await openSocket(url, { origin: 'https://evil.example' });
    client.send({ type: 'connect', token: user.token });
    expect((await client.closed()).code).toBe(WS_CLOSE.badOrigin);
    expect(client.frames).toEqual([]);
  });

  it('accepts a page served from our own origin', async () => {
    const user = await signUp(t.app, 'client');
    const client = await connectAs(url, user.token, {
      origin: new URL(url).origin.replace('ws', 'http'),
    });
    expect(client.frames).toEqual([{ type: 'ready', userId: user.id }]);
    client.close();
  });

  it('accepts the configured PUBLIC_ORIGIN and still refuses others', async () => {
    const proxied = await buildVariant(t, { PUBLIC_ORIGIN: 'https://app.example' });
    try {
      const proxiedUrl = await listenWs(proxied);
      const user = await signUp(t.app, 'client');
      const allowed = await connectAs(proxiedUrl, user.token, { origin: 'https://app.example' });
      expect(allowed.frames).toEqual([{ type: 'ready', userId: user.id }]);
      allowed.close();
      const refused = await openSocket(proxiedUrl, { origin: 'https://app.example.evil.test' });
      expect((await refused.closed()).code).toBe(WS_CLOSE.badOrigin);
    } finally {
      await proxied.close();
    }
  });
});

describe('frames after connecting', () => {
  it('answers ping with pong, and malformed frames with an error while staying open', async () => {
    const user = await signUp(t.app, 'freelancer');
    const client = await connectAs(url, user.token);
    await client.roundTrip();
    client.socket.send('{not json');
    expect(await client.next((frame) => frame.type === 'error')).toEqual({
      type: 'error',
      error: 'Frames must be JSON.',
    });
    client.send({ type: 'teleport' });
    expect(
      await client.next(
        (frame) => frame.type === 'error' && frame.error !== 'Frames must be JSON.',
      ),
    ).toEqual({ type: 'error', error: 'This frame is not understood.' });
    await client.roundTrip();
    expect(client.socket.readyState).toBe(client.socket.OPEN);
    client.close();
  });
});

describe('sessions ending', () => {
  it("closes the socket of a session that signs out, and only that session's", async () => {
    const user = await signUp(t.app, 'client');
    const otherDevice = await signIn(t.app, user.email, user.password);
    const leaving = await connectAs(url, user.token);
    const staying = await connectAs(url, otherDevice);
    expect((await logout(t.app, user.token)).statusCode).toBe(200);
    expect(await leaving.closed()).toEqual({
      code: WS_CLOSE.sessionRevoked,
      reason: 'Session ended',
    });
    await staying.roundTrip();
    staying.close();
  });

  it("closes the other sessions' sockets after a password change, keeping the current one", async () => {
    const user = await signUp(t.app, 'freelancer');
    const laptop = await signIn(t.app, user.email, user.password);
    const current = await connectAs(url, user.token);
    const other = await connectAs(url, laptop);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: bearer(user.token),
      payload: {
        current_password: user.password,
        new_password: 'a different passphrase',
        confirm_password: 'a different passphrase',
      },
    });
    expect(response.statusCode).toBe(200);
    expect((await other.closed()).code).toBe(WS_CLOSE.sessionRevoked);
    await current.roundTrip();
    current.close();
  });

  describe('on another instance', () => {
    let sibling: FastifyInstance;
    beforeAll(async () => {
      sibling = await t.buildSibling();
    });

    it('a sign-out through another instance ends the session here too', async () => {
      const user = await signUp(t.app, 'client');
      expect((await logout(sibling, user.token)).statusCode).toBe(200);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer(user.token),
      });
      expect(me.statusCode).toBe(401);
    });

    // The one conditional test of the suite: without REDIS_URL each instance has its own
    // in-memory bus, so a socket held by one cannot hear about a sign-out on the other.
    // CI runs the suite again with REDIS_URL, where this runs.
    it.runIf(process.env.REDIS_URL)(
      'a sign-out through another instance closes the socket held here (Redis bus)',
      async () => {
        const user = await signUp(t.app, 'client');
        const otherDevice = await signIn(t.app, user.email, user.password);
        const leaving = await connectAs(url, user.token);
        const staying = await connectAs(url, otherDevice);
        expect((await logout(sibling, user.token)).statusCode).toBe(200);
        expect((await leaving.closed()).code).toBe(WS_CLOSE.sessionRevoked);
        await staying.roundTrip();
        staying.close();
      },
    );
  });
});

describe('heartbeat', () => {
  // The test beats by hand: on a timer, a loaded machine that stalls between a ping and its
  // pong would drop a socket that did answer.
  let beating: FastifyInstance;
  let beatingUrl: string;
  const beats = new Set<() => void>();
  const beat = () => {
    for (const socketBeat of [...beats]) socketBeat();
  };
  beforeAll(async () => {
    beating = await buildVariant(
      t,
      {},
      {
        heartbeatTimer: (socketBeat) => {
          beats.add(socketBeat);
          return () => beats.delete(socketBeat);
        },
      },
    );
    beatingUrl = await listenWs(beating);
  });
  afterAll(async () => {
    await beating.close();
  });

  /** A ping of the client's own: once its pong is back, the server has read what came before. */
  const serverHasRead = async (client: SocketClient) => {
    const pong = once(client.socket, 'pong');
    client.socket.ping();
    await pong;
  };

  it('terminates a client that does not answer pings', async () => {
    const user = await signUp(t.app, 'client');
    const silent = await connectAs(beatingUrl, user.token, { autoPong: false });
    beat();
    await silent.pings(1);
    beat();
    // Terminated, not closed: no close frame, so the client sees an abnormal closure.
    expect((await silent.closed()).code).toBe(1006);
  });

  it('keeps a client that answers pings', async () => {
    const user = await signUp(t.app, 'client');
    const lively = await connectAs(beatingUrl, user.token);
    // A socket that missed one pong is dropped at the next beat; three beats prove it answered.
    for (const count of [1, 2, 3]) {
      beat();
      await lively.pings(count);
      await serverHasRead(lively);
    }
    beat();
    await lively.pings(4);
    await lively.roundTrip();
    lively.close();
  });
});
