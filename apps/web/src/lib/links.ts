/** The proposals page's tabs, as the address names them. */
export const PROPOSAL_TABS = ['active', 'done', 'pending'] as const;
export type ProposalTab = (typeof PROPOSAL_TABS)[number];

/**
 * /proposals/ on a tab, filtered to one job: the tab and the job live in the address, so a
 * link can open them, and back, forward and reload keep them (issue 15).
 */
export const proposalsPath = ({ tab, job }: { tab?: ProposalTab; job?: number } = {}): string => {
  const params = new URLSearchParams();
  if (tab) params.set('tab', tab);
  if (job !== undefined) params.set('job', String(job));
  const query = params.toString();
  return query ? `/proposals/?${query}` : '/proposals/';
};
