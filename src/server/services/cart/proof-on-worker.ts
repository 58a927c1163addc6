import type { StickerOptions } from '../../../shared/sticker';
import type { Db } from '../../db/client';
import { enqueueJob } from '../../job-contracts/enqueue';
import { awaitJobOutcome, withdrawQueuedJob } from '../../job-contracts/job-result';
import { renderProofJob } from '../../job-contracts/renders';
import type { DesignProof } from '../production/proof';
import { proofsBusy } from './proof-queue';

/**
 * How long a request waits for a worker's proof: a 24 in proof takes about 8 s on a loaded 2-core
 * machine (decision 92), so this is several proofs' wait, and under the usual 60 s proxy timeout.
 */
export const PROOF_WAIT_MS = 45_000;

/** A proof as it travels in `jobs.result`: JSON, the PNG in base64 (a proof is at most 2,400 px a side, about 100 kB). */
export interface ProofResult {
  png: string;
  facts: DesignProof['facts'];
  warnings: DesignProof['warnings'];
}

export const proofResultOf = (proof: DesignProof): ProofResult => ({ png: proof.png.toString('base64'), facts: proof.facts, warnings: proof.warnings });

/**
 * A proof drawn by a process that renders (ROLE=web hands it over, decision 113): the job
 * `renders.proof`, waited for at most PROOF_WAIT_MS. Past that the request is refused `proofs_busy`
 * (503, Retry-After) like a full proof queue, and a job no worker has started is taken back, so no
 * worker draws a proof nobody waits for.
 */
export async function proofOnWorker(db: Db, userId: string, designJson: string, options: StickerOptions): Promise<DesignProof> {
  const jobId = (await enqueueJob(db, renderProofJob, { userId, designJson, options })) as string;
  const done = await awaitJobOutcome<ProofResult>(db, jobId, PROOF_WAIT_MS, { forget: true });
  if (!done) {
    await withdrawQueuedJob(db, jobId);
    throw proofsBusy();
  }
  const { png, facts, warnings } = done.value;
  return { png: Buffer.from(png, 'base64'), facts, warnings };
}
