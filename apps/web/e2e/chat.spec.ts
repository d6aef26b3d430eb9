import { expect, test, type Browser, type Page } from '@playwright/test';
import { signedInAs, toast, type TestUser } from './helpers.ts';
import { createJobViaApi, tokenOf } from './market-helpers.ts';

type Person = { page: Page; user: TestUser; token: string; close: () => Promise<void> };

const person = async (
  browser: Browser,
  accountType: 'client' | 'freelancer',
  width = 1280,
): Promise<Person> => {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  const user = await signedInAs(page, context.request, accountType, '/home');
  return { page, user, token: await tokenOf(context.request, user), close: () => context.close() };
};

/** A job, a proposal and its acceptance through the API: answers the chat id. */
const acceptedChat = async (client: Person, freelancer: Person, title: string) => {
  const request = client.page.request;
  const jobId = await createJobViaApi(request, client.token, { title });
  const proposal = await request.post('/api/proposals/create', {
    headers: { authorization: `Bearer ${freelancer.token}` },
    data: {
      bid: 150,
      cover_letter: 'Ready to start.',
      duration: 'less than 1 month',
      job_post_id: jobId,
    },
  });
  const proposalId = ((await proposal.json()) as { data: { id: number } }).data.id;
  const accepted = await request.put(`/api/proposals/${proposalId}/accept`, {
    headers: { authorization: `Bearer ${client.token}` },
  });
  return ((await accepted.json()) as { data: { chat: { id: number } } }).data.chat.id;
};

test('client and freelancer chat live, with the bell and the end date', async ({ browser }) => {
  const client = await person(browser, 'client');
  const freelancer = await person(browser, 'freelancer');
  const title = `Logo for a cafe ${Date.now()}`;
  const chatId = await acceptedChat(client, freelancer, title);

  await freelancer.page.goto(`/chat/${chatId}`);
  await expect(freelancer.page.getByText('Chat:')).toBeVisible();
  await expect(freelancer.page.getByText('RECENT CHATS')).toBeVisible();
  await expect(freelancer.page.getByRole('heading', { name: title })).toBeVisible();
  await expect(freelancer.page.getByText('Client still not set time yet')).toBeVisible();

  await client.page.goto(`/chat/${chatId}`);
  await expect(client.page.getByText('Recent Chats')).toBeVisible();
  const composer = client.page.getByLabel('Message');
  await composer.fill('   ');
  await expect(client.page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await composer.fill('Hello Felix, can we start Monday?');
  await client.page.getByRole('button', { name: 'Send' }).click();

  // Arrives live on the freelancer's open room, without a reload. The chat list previews the
  // last message too, so the checks look inside the conversation itself.
  const freelancerLog = freelancer.page.getByRole('log', { name: 'Conversation' });
  const clientLog = client.page.getByRole('log', { name: 'Conversation' });
  await expect(freelancerLog.getByText('Hello Felix, can we start Monday?')).toBeVisible();
  await freelancer.page.getByLabel('Message').fill('Monday works for me.');
  await freelancer.page.keyboard.press('Enter');
  await expect(clientLog.getByText('Monday works for me.')).toBeVisible();
  // Both lists preview the newest message live: the freelancer's in full, the client's as its
  // first word (SPEC).
  await expect(
    freelancer.page.getByRole('link', { name: new RegExp(client.user.username) }),
  ).toContainText('Monday works for me.');
  await expect(
    client.page.getByRole('link', {
      name: new RegExp(`${freelancer.user.first_name} ${freelancer.user.last_name}`),
    }),
  ).toContainText('Monday...');
  // Message times read HH:MM.
  await expect(clientLog.getByText(/^\d\d:\d\d$/).first()).toBeVisible();

  // The freelancer got a notification for the first message (the chat was not open then).
  await freelancer.page.goto('/home');
  await expect(freelancer.page.getByTestId('unread-count')).toBeVisible();
  await freelancer.page.getByRole('button', { name: /Notifications/ }).click();
  await expect(
    freelancer.page.getByRole('menuitem', { name: /accepted|New message/ }).first(),
  ).toBeVisible();
  await freelancer.page.keyboard.press('Escape');

  // The client sets the end of the contract; the freelancer sees the date.
  await client.page.getByRole('button', { name: 'Chat options' }).click();
  await client.page.getByRole('menuitem', { name: 'Set the end of the contract' }).click();
  await client.page.getByLabel('End date').fill('2099-06-30');
  await client.page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(client.page, 'Set expiry date successfuly.')).toBeVisible();
  await freelancer.page.goto(`/chat/${chatId}`);
  await expect(freelancer.page.getByText('Contract ends Jun 30, 2099')).toBeVisible();
  await expect(freelancer.page.getByText('Client still not set time yet')).toHaveCount(0);

  await client.close();
  await freelancer.close();
});

test('on a phone the chat list and the room take turns', async ({ browser }) => {
  const client = await person(browser, 'client', 360);
  const freelancer = await person(browser, 'freelancer', 360);
  const title = `Phone chat ${Date.now()}`;
  await acceptedChat(client, freelancer, title);

  await freelancer.page.goto('/chat');
  await freelancer.page.getByRole('link', { name: new RegExp(client.user.username) }).click();
  await expect(freelancer.page.getByRole('heading', { name: title })).toBeVisible();
  await expect(freelancer.page.getByText('RECENT CHATS')).toBeHidden();
  await freelancer.page.getByRole('link', { name: 'Back to chats' }).click();
  await expect(freelancer.page.getByText('RECENT CHATS')).toBeVisible();
  await client.close();
  await freelancer.close();
});

test('a long conversation loads older messages on scroll up and offers a jump to new ones', async ({
  browser,
}) => {
  const client = await person(browser, 'client');
  const freelancer = await person(browser, 'freelancer');
  const chatId = await acceptedChat(client, freelancer, `Long chat ${Date.now()}`);
  const say = (from: Person, message: string) =>
    from.page.request.post('/api/chats/storeMessage', {
      headers: { authorization: `Bearer ${from.token}` },
      data: { chat_id: chatId, message },
    });
  // More than one page (30): the first ones are not loaded when the room opens.
  for (let n = 1; n <= 45; n += 1) {
    const stored = await say(n % 2 ? client : freelancer, `History message ${n}`);
    expect(stored.status()).toBe(201);
  }

  const page = freelancer.page;
  await page.goto(`/chat/${chatId}`);
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText('History message 45', { exact: true })).toBeInViewport();
  await expect(log.getByText('History message 1', { exact: true })).toHaveCount(0);

  // Scrolling to the top brings the older page in, above what was already there.
  await log.evaluate((element) => (element.scrollTop = 0));
  await expect(log.getByText('History message 1', { exact: true })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Load older messages' })).toHaveCount(0);

  // Reading history: a new message does not pull the view down, a button offers to.
  await log.evaluate((element) => (element.scrollTop = 0));
  expect((await say(client, 'Are you still there?')).status()).toBe(201);
  const jump = page.getByRole('button', { name: 'New messages' });
  await expect(jump).toBeVisible();
  await expect(log.getByText('Are you still there?')).not.toBeInViewport();
  await jump.click();
  await expect(log.getByText('Are you still there?')).toBeInViewport();
  await expect(jump).toHaveCount(0);

  await client.close();
  await freelancer.close();
});

test('a room opened while the connection is down catches up once it is back', async ({
  browser,
}) => {
  const client = await person(browser, 'client');
  const freelancer = await person(browser, 'freelancer');
  const chatId = await acceptedChat(client, freelancer, `Offline room ${Date.now()}`);

  // The freelancer's socket is refused until we let it through; the app keeps retrying.
  let connectionAllowed = false;
  await freelancer.page.routeWebSocket(/\/ws$/, async (socket) => {
    if (connectionAllowed) socket.connectToServer();
    else await socket.close();
  });
  await freelancer.page.goto(`/chat/${chatId}`);
  const log = freelancer.page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText('No messages yet. Say hello!')).toBeVisible();

  // Sent while the freelancer's room has no connection: no frame can reach it.
  const sent = await client.page.request.post('/api/chats/storeMessage', {
    headers: { authorization: `Bearer ${client.token}` },
    data: { chat_id: chatId, message: 'Did this reach you?' },
  });
  expect(sent.status()).toBe(201);
  await expect(log.getByText('Did this reach you?')).toHaveCount(0);

  // Back online: the room fetches what it missed, and the list shows it too.
  connectionAllowed = true;
  await expect(log.getByText('Did this reach you?')).toBeVisible({ timeout: 15_000 });
  await expect(
    freelancer.page.getByRole('link', { name: new RegExp(client.user.username) }),
  ).toContainText('Did this reach you?');

  await client.close();
  await freelancer.close();
});
