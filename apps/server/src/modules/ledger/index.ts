// The ledger module: double-entry movements of money in integer cents. It owns
// `ledger_accounts`, `ledger_transactions` and `ledger_entries`.
export {
  createLedgerService,
  type AccountRef,
  type LedgerService,
  type Movement,
} from './ledger.service.ts';
