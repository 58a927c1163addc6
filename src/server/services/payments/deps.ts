import { componentLog } from '../../log/logger';
import type { PurposeDeps, PurposeRegistry } from './purposes';

/** What the payments services need: the database, the port, its settings, the purposes sold, the site's address. */
export interface PaymentsDeps extends PurposeDeps {
  purposes: PurposeRegistry;
  publicUrl: string;
  /** Where results are logged (the process log, component `payments`, by default; tests and benches silence it). */
  log?: (message: string, data?: unknown) => void;
  /** Told of each event received: its type and outcome (what applying it did, `duplicate`, or `failed`); the server counts them. */
  onEvent?: (type: string, outcome: string) => void;
}

const processLog = componentLog('payments');

export const logOf = (deps: Pick<PaymentsDeps, 'log'>) =>
  deps.log ?? ((message: string, data?: unknown) => processLog.info(data && typeof data === 'object' ? { ...data } : data === undefined ? {} : { data }, message));
