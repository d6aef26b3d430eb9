import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createJobViaApi } from './market-helpers.ts';
import { personViaApi, type Person } from './orders-helpers.ts';
import { createProjectViaApi, createServiceViaApi } from './services-helpers.ts';

const auth = (person: Person) => ({ authorization: `Bearer ${person.token}` });

/** The freelancer sends a proposal on the job; answers its id. */
export const proposeViaApi = async (
  request: APIRequestContext,
  freelancer: Person,
  jobId: number,
  bid = 500,
): Promise<number> => {
  const response = await request.post('/api/proposals/create', {
    headers: auth(freelancer),
    data: {
      job_post_id: jobId,
      bid,
      duration: 'less than 1 month',
      cover_letter: 'I have built many of these, and I can start on Monday.',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
};

/** The client accepts the proposal: the job becomes a contract with a chat and an order. */
export const acceptViaApi = async (request: APIRequestContext, client: Person, id: number) => {
  const response = await request.put(`/api/proposals/${id}/accept`, { headers: auth(client) });
  expect(response.ok()).toBe(true);
};

export type Marketplace = {
  client: Person;
  freelancer: Person;
  /** A job the freelancer was hired for (an active contract). */
  contractJobId: number;
  /** A job the freelancer has not applied to. */
  openJobId: number;
  serviceId: number;
  projectId: number;
  chatId: number;
  orderId: number;
};

/**
 * A client and a freelancer with something on every screen: a contract (chat, order), an
 * open job with a pending proposal from someone else, a service and a project.
 */
export const marketplaceViaApi = async (request: APIRequestContext): Promise<Marketplace> => {
  const client = await personViaApi(request, 'client');
  const freelancer = await personViaApi(request, 'freelancer');
  const other = await personViaApi(request, 'freelancer');
  const contractJobId = await createJobViaApi(request, client.token, {
    title: `Rebuild the checkout of a shop that sells handmade ceramics ${Date.now()}`,
  });
  const openJobId = await createJobViaApi(request, client.token);
  await acceptViaApi(request, client, await proposeViaApi(request, freelancer, contractJobId));
  await proposeViaApi(request, other, openJobId);
  const serviceId = await createServiceViaApi(request, freelancer.token, {
    title: 'A logo with three concepts and the source files',
    category: 'Graphic Design',
    price: 150,
  });
  const projectId = await createProjectViaApi(request, freelancer.token, {
    title: 'Bakery website',
    skills: ['Web Development'],
  });
  const proposals = await request.get('/api/proposals/getMyProposals', { headers: auth(client) });
  const { data } = (await proposals.json()) as {
    data: { job_post_id: number; chat_id: number | null; order: { id: number } | null }[];
  };
  const contract = data.find((proposal) => proposal.job_post_id === contractJobId);
  expect(contract?.chat_id).toBeTruthy();
  expect(contract?.order).toBeTruthy();
  return {
    client,
    freelancer,
    contractJobId,
    openJobId,
    serviceId,
    projectId,
    chatId: contract?.chat_id ?? 0,
    orderId: contract?.order?.id ?? 0,
  };
};

/**
 * How far the page scrolls sideways at the current width, after the next frame is laid out,
 * with the elements that stick out past the right edge; `null` when nothing does.
 */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const offenders = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
      .slice(-3)
      .map(
        (element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 80)}`,
      );
    return { by: root.scrollWidth - root.clientWidth, offenders };
  });

/**
 * Waits until the page shows its data: its heading is drawn (a query's skeleton renders with
 * it) and no skeleton is left.
 */
export const settled = async (page: Page) => {
  await expect(page.locator('h1').first()).toBeAttached();
  await expect(page.getByText('Loading App...')).toHaveCount(0);
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
};
