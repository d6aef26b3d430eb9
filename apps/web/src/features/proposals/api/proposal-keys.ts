/** Query keys of the proposals domain, shared by queries, mutations and invalidation. */
export const proposalKeys = {
  all: ['proposals'] as const,
  mine: (accountType: string) => ['proposals', 'mine', accountType] as const,
  forJob: (jobId: number) => ['proposals', 'job', jobId] as const,
};
