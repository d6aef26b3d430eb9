// A local stand-in for Stripe in the browser tests (this machine has no route to Stripe): its
// API answers the server's SDK, its "hosted pages" are plain links back to the app, and the
// test asks it to send the webhook event Stripe would send, signed with the endpoint secret.
import http from 'node:http';
import Stripe from 'stripe';

const port = Number(process.env.STRIPE_FAKE_PORT);
const appOrigin = process.env.APP_ORIGIN;
const secret = process.env.STRIPE_WEBHOOK_SECRET;
const self = `http://127.0.0.1:${port}`;

/** Checkout sessions and account links this fake answered, by id. */
const sessions = new Map();
const links = new Map();
/** Connected accounts, and whether each accepts payouts. */
const accounts = new Map();
let counter = 0;

const escape = (text) =>
  String(text).replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
  );
const page = (title, body) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

const sendEvent = async (type, object) => {
  counter += 1;
  const payload = JSON.stringify({
    id: `evt_e2e_${counter}`,
    object: 'event',
    livemode: false,
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const response = await fetch(`${appOrigin}/api/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return response.status;
};

const api = (path, form) => {
  counter += 1;
  if (path === '/v1/checkout/sessions') {
    const id = `cs_test_e2e_${counter}`;
    sessions.set(id, form);
    return { id, object: 'checkout.session', url: `${self}/pay/${id}`, payment_status: 'unpaid' };
  }
  const expiring = /^\/v1\/checkout\/sessions\/(cs_\w+)\/expire$/.exec(path)?.[1];
  if (expiring) return { id: expiring, object: 'checkout.session', status: 'expired' };
  if (path === '/v1/accounts') {
    const id = `acct_e2e_${counter}`;
    accounts.set(id, false);
    return { id, object: 'account', payouts_enabled: false };
  }
  // The server reads an account's state afresh rather than trusting an event's copy.
  const account = /^\/v1\/accounts\/(acct_\w+)$/.exec(path)?.[1];
  if (account && accounts.has(account))
    return { id: account, object: 'account', payouts_enabled: accounts.get(account) };
  if (path === '/v1/account_links') {
    links.set(form.account, form);
    return { object: 'account_link', url: `${self}/onboard/${form.account}` };
  }
  if (path === '/v1/transfers') return { id: `tr_e2e_${counter}`, object: 'transfer' };
  if (path === '/v1/refunds') return { id: `re_e2e_${counter}`, object: 'refund' };
  return undefined;
};

const server = http.createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    void (async () => {
      const [path = '', query = ''] = (request.url ?? '').split('?');
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
      const html = (status, body) => {
        response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
        response.end(body);
      };
      if (path === '/health') return html(200, 'ok');
      if (path.startsWith('/v1/')) {
        const body = api(path, form);
        response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
        return response.end(JSON.stringify(body ?? { error: { message: `No route ${path}` } }));
      }
      const [, kind, id = ''] = path.split('/');
      if (kind === 'pay' && sessions.has(id)) {
        const session = sessions.get(id);
        const amount = (Number(session['line_items[0][price_data][unit_amount]']) / 100).toFixed(2);
        return html(
          200,
          page(
            'Stripe test checkout',
            `<p>${escape(session['line_items[0][price_data][product_data][name]'])}: $${amount}</p>` +
              `<a href="${escape(session.success_url)}">Pay $${amount}</a> ` +
              `<a href="${escape(session.cancel_url)}">Back</a>`,
          ),
        );
      }
      if (kind === 'onboard' && links.has(id))
        return html(
          200,
          page(
            'Stripe test onboarding',
            `<a href="${escape(links.get(id).return_url)}">Finish setup</a>`,
          ),
        );
      // The test's trigger: Stripe confirms a session's payment, or enables an account's payouts.
      if (request.method === 'POST' && kind === 'paid' && sessions.has(id))
        return html(
          await sendEvent('checkout.session.completed', {
            id,
            object: 'checkout.session',
            payment_status: 'paid',
            payment_intent: `pi_for_${id}`,
            amount_total: Number(sessions.get(id)['line_items[0][price_data][unit_amount]']),
            currency: sessions.get(id)['line_items[0][price_data][currency]'],
          }),
          '',
        );
      if (request.method === 'POST' && kind === 'payouts-enabled' && links.has(id)) {
        accounts.set(id, true);
        return html(
          await sendEvent('account.updated', { id, object: 'account', payouts_enabled: true }),
          '',
        );
      }
      return html(404, page('Not found', escape(path) + escape(query)));
    })();
  });
});
server.listen(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
