// The proposals module's public interface: proposals and the contracts they become. It owns `proposals`.
export { registerProposalRoutes } from './proposals.routes.ts';
export { createProposalsService, type ProposalsService } from './proposals.service.ts';
export type { JobActivity } from './proposal-stats.ts';
