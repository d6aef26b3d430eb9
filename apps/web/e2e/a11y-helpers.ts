import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createJobViaApi } from './market-helpers.ts';
import { buyViaApi, personViaApi, serviceViaApi, type Person } from './orders-helpers.ts';
import { acceptViaApi, proposeViaApi } from './layout-helpers.ts';
import { createProjectViaApi } from './services-helpers.ts';

const auth = (person: Person) => ({ authorization: `Bearer ${person.token}` });

/** Everything a route needs to show real content: the two people and their shared things. */
export type Market = {
  client: Person;
  freelancer: Person;
  /** A contract (accepted proposal) between the two. */
  contractJobId: number;
  /** A job with the freelancer's pending proposal. */
  pendingJobId: number;
  /** A job the freelancer has not proposed on. */
  openJobId: number;
  chatId: number;
  serviceId: number;
  orderId: number;
  projectId: number;
};

export const marketViaApi = async (request: APIRequestContext): Promise<Market> => {
  const [client, freelancer] = await Promise.all([
    personViaApi(request, 'client'),
    personViaApi(request, 'freelancer'),
  ]);
  const contractJobId = await createJobViaApi(request, client.token, { title: 'Shop redesign' });
  const pendingJobId = await createJobViaApi(request, client.token, { title: 'Logo refresh' });
  const openJobId = await createJobViaApi(request, client.token, { title: 'Menu translation' });
  await acceptViaApi(request, client, await proposeViaApi(request, freelancer, contractJobId));
  await proposeViaApi(request, freelancer, pendingJobId);

  const chats = await request.get('/api/chats/getAll', { headers: auth(client) });
  const chatId = ((await chats.json()) as { data: { id: number }[] }).data[0]?.id ?? 0;
  const message = await request.post('/api/chats/storeMessage', {
    headers: auth(freelancer),
    data: { chat_id: chatId, message: 'Hello! I will send the first draft on Friday.' },
  });
  expect(message.status()).toBe(201);

  const serviceId = await serviceViaApi(request, freelancer, {
    title: 'A logo in three days',
    price: 90,
    delivery_days: 3,
    revisions: 2,
  });
  const orderId = await buyViaApi(request, client, serviceId);
  const projectId = await createProjectViaApi(request, freelancer.token, {
    title: 'Bakery shop',
    skills: ['Branding'],
  });
  return {
    client,
    freelancer,
    contractJobId,
    pendingJobId,
    openJobId,
    chatId,
    serviceId,
    orderId,
    projectId,
  };
};

/** Waits until the page has drawn its content: a heading shown and no skeleton left. */
export const settled = async (page: Page) => {
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
};

/**
 * Runs axe over the page as it is; answers one readable line per serious or critical
 * violation (rule, help, the first few elements and why), labelled with `where`.
 */
export const seriousViolations = async (page: Page, where: string): Promise<string[]> => {
  // Only violations are read: collecting every pass and every node is most of axe's work.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .analyze();
  return (
    violations
      // Heading order is only 'moderate' to axe; issue 15 asks for it too (no skipped levels).
      .filter(
        (violation) =>
          violation.impact === 'serious' ||
          violation.impact === 'critical' ||
          violation.id === 'heading-order',
      )
      .map(
        (violation) =>
          `${where}: [${violation.impact}] ${violation.id}: ${violation.help}\n` +
          violation.nodes
            .slice(0, 4)
            .map(
              (node) =>
                `    ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`,
            )
            .join('\n'),
      )
  );
};
