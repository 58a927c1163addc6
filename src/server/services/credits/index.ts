/**
 * Credits (SPEC §3 Subscription, §4, §5, §9): atomic debits for generations, refunds, grants, resets,
 * the ledger that accounts for every change, and the user's summary. The generation route uses
 * reserveGeneration / reserveGuestGeneration, then completeGeneration or refundGeneration.
 */
export { creditBack, debitBalance } from './balances';
export { adjustOneTimeCredits, grantCredits } from './grants';
export { checkLedgerConsistency, type LedgerCheck, type LedgerTotals, ledgerTotals, listLedger } from './ledger';
export { type GenerationFields, MAX_GENERATION_COST, type ReserveInput, type ReserveResult, reserveGeneration } from './reserve';
export { type ReserveGuestInput, type ReserveGuestResult, reserveGuestGeneration } from './reserve-guest';
export { applyDueResets } from './resets';
export { type CreditSettings, parseCreditSettings } from './settings';
export { type CompletedImage, type CompleteResult, completeGeneration, getGeneration, type RefundResult, refundGeneration } from './settle';
export { countGeneration, type GenerationStats, getGenerationStats } from './stats';
export { getCreditsSummary } from './summary';
export { ABANDONED_ERROR_CODE, refundAbandonedGenerations } from './sweep';
