/**
 * Proof renders are bounded (decision 92, issue 28 finding 4): a 24 in proof keeps a core busy for
 * seconds, so a burst of option changes must not queue unbounded CPU work behind everyone's requests.
 *
 * - At most `running` proofs render at once on this server.
 * - Each member has at most one proof rendering and `perMember` waiting. A cart option change replaces
 *   the member's waiting option change (`supersede`: that request is refused `proof_superseded`; the
 *   newest options are what the shopper wants); other proofs (a checkout's) are never replaced.
 * - At most `waiting` proofs wait in all; past that the request is refused `proofs_busy` (503).
 *
 * A refused request never reaches the cart's write, so its line stays as it was.
 */
import { DomainError, RetryLaterError } from '../../domain/errors';

export interface ProofQueueLimits {
  running: number;
  waiting: number;
  perMember: number;
}

interface Waiter {
  userId: string;
  supersede: boolean;
  start: () => void;
  refuse: (error: DomainError) => void;
}

export interface ProofQueue {
  readonly limits: ProofQueueLimits;
  run<T>(userId: string, task: () => Promise<T>, how?: { supersede?: boolean }): Promise<T>;
  readonly active: number;
  readonly waiting: number;
  /** The most renders that ran at once since the last reset (tests and the bench read it). */
  readonly peakActive: number;
  resetPeak(): void;
}

/** Seconds a refused proof is told to wait (`Retry-After`): about one small proof's render. */
export const PROOFS_RETRY_AFTER_S = 5;
export const proofsBusy = () => new RetryLaterError('proofs_busy', 'Proofs are busy, try again in a moment.', PROOFS_RETRY_AFTER_S);
export const proofSuperseded = () => new DomainError('conflict', 'proof_superseded', 'A newer change to your cart replaced this one.');

export function createProofQueue(limits: ProofQueueLimits): ProofQueue {
  let active = 0;
  let peakActive = 0;
  const runningBy = new Map<string, number>();
  const queue: Waiter[] = [];

  const canStart = (userId: string) => active < limits.running && (runningBy.get(userId) ?? 0) === 0;

  const begin = (userId: string) => {
    active++;
    peakActive = Math.max(peakActive, active);
    runningBy.set(userId, (runningBy.get(userId) ?? 0) + 1);
  };
  const end = (userId: string) => {
    active--;
    const left = (runningBy.get(userId) ?? 1) - 1;
    if (left > 0) runningBy.set(userId, left);
    else runningBy.delete(userId);
    // The first waiter whose member has nothing rendering goes next (fair: one member cannot hold two slots).
    const next = queue.findIndex((w) => canStart(w.userId));
    if (next >= 0) queue.splice(next, 1)[0].start();
  };

  const admit = (userId: string, supersede: boolean): Promise<void> => {
    if (canStart(userId)) {
      begin(userId);
      return Promise.resolve();
    }
    const replaced = supersede ? queue.findIndex((w) => w.userId === userId && w.supersede) : -1;
    if (replaced >= 0) queue.splice(replaced, 1)[0].refuse(proofSuperseded());
    else if (queue.length >= limits.waiting || queue.filter((w) => w.userId === userId).length >= limits.perMember) return Promise.reject(proofsBusy());
    return new Promise<void>((resolve, reject) => {
      queue.push({
        userId,
        supersede,
        start: () => {
          begin(userId);
          resolve();
        },
        refuse: reject,
      });
    });
  };

  return {
    limits,
    async run<T>(userId: string, task: () => Promise<T>, how: { supersede?: boolean } = {}): Promise<T> {
      await admit(userId, how.supersede ?? false);
      try {
        return await task();
      } finally {
        end(userId);
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    get peakActive() {
      return peakActive;
    },
    resetPeak() {
      peakActive = active;
    },
  };
}

/**
 * The server's proof queue: one proof renders at a time on this 2-core machine (the other core serves
 * requests), eight wait at most (about a minute of 4 in proofs) before new ones are refused, two of them
 * one member's (a checkout's proof may wait behind a cart change).
 */
export const proofQueue = createProofQueue({ running: 1, waiting: 8, perMember: 2 });
