import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Db } from '../../db/client';
import { type EnqueueOptions, enqueueJob } from '../../job-contracts/enqueue';
import type { JobType } from '../../job-contracts/job-type';
import { componentLog, type EventLog } from '../../log/logger';
import { retryDelayMs } from './backoff';
import { type JobHandler, PermanentJobError } from './handler';
import { claimJobs, completeJob, enqueueDueSchedules, failExpiredLastAttempts, failJobAttempt, type JobRow, releaseJob, renewLease, upsertSchedule } from './store';

/** A claimed job's lease: short, so a killed worker's job is taken again within seconds; renewed while it runs. */
export const DEFAULT_LEASE_MS = 15_000;

export interface JobQueueOptions {
  db: Db;
  /** Names this process in `jobs.locked_by` (default: host, pid and a random suffix). */
  workerId?: string;
  /** Handlers running at once in this process. */
  concurrency?: number;
  /** How often it looks for due jobs and schedules. */
  pollMs?: number;
  /** How long a claimed job is this worker's without news (its heartbeat renews it every third of it). */
  leaseMs?: number;
  /**
   * Every schedule on this one period, its first run at once (JOBS_SCHEDULE_EVERY_MS): lets a test see
   * many periods of every scheduled job, across instances, within seconds.
   */
  scheduleEveryMs?: number;
  /** The clock (tests move a fake one). */
  now?: () => Date;
  random?: () => number;
  /** Where the queue logs (component `jobs`, JSON through the process logger by default); handlers get a child with the job's id and name. */
  log?: EventLog;
}

/** A job this worker is running: `released` once its lease went back to the queue before it finished. */
interface Active {
  job: JobRow;
  released: boolean;
}

interface Registered {
  type: JobType<unknown>;
  handler: JobHandler<unknown>;
}

interface Scheduled {
  type: JobType<unknown>;
  payload: unknown;
  everyMs: number;
  firstRunMs: number;
}

/**
 * A durable job queue in the database (decision 22). Register handlers by job type, add schedules,
 * then start(): every `pollMs` it enqueues due scheduled runs, claims due jobs up to `concurrency` and
 * runs them. A running job's lease is renewed every third of `leaseMs` (its heartbeat); a worker killed
 * mid-run stops renewing, and its job is taken again once the lease runs out (15 s by default). A
 * stopping worker gives its unfinished jobs back at once (stop). Jobs run at least once, so handlers
 * must be safe to run twice. Every instance that runs jobs has one queue; the database decides which
 * instance runs what.
 */
export class JobQueue {
  readonly workerId: string;
  private readonly db: Db;
  private readonly concurrency: number;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly scheduleEveryMs: number | undefined;
  private readonly now: () => Date;
  private readonly random: () => number;
  private readonly log: EventLog;
  private readonly handlers = new Map<string, Registered>();
  private readonly schedules: Scheduled[] = [];
  private readonly running = new Set<Promise<void>>();
  private readonly active = new Set<Active>();
  private readonly stopping = new AbortController();
  private schedulesInstalled: Promise<void> | null = null;
  private started = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private pass: Promise<unknown> | null = null;
  private lastPassAt = 0;
  private passAgain = false;

  constructor(options: JobQueueOptions) {
    this.db = options.db;
    this.workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.concurrency = options.concurrency ?? 4;
    this.pollMs = options.pollMs ?? 1000;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.scheduleEveryMs = options.scheduleEveryMs;
    this.now = options.now ?? (() => new Date());
    this.random = options.random ?? Math.random;
    this.log = options.log ?? componentLog('jobs');
  }

  /** This process runs jobs of this type. */
  handle<P>(type: JobType<P>, handler: JobHandler<P>): this {
    this.handlers.set(type.name, { type: type as JobType<unknown>, handler: handler as JobHandler<unknown> });
    return this;
  }

  /**
   * Runs the job every `everyMs` across all instances (one run per period, never two at once). The first
   * run is `firstRunMs` after this instance starts, or sooner if the schedule is already due; when some
   * instance ran it less than `everyMs` ago, the next run stays one interval after that.
   */
  schedule<P>(type: JobType<P>, timing: { everyMs: number; firstRunMs: number }, payload: P): this {
    if (!this.handlers.has(type.name)) throw new Error(`jobs: schedule "${type.name}" has no handler`);
    const every = this.scheduleEveryMs ? { everyMs: this.scheduleEveryMs, firstRunMs: 0 } : timing;
    this.schedules.push({ type: type as JobType<unknown>, payload: type.payload.parse(payload), ...every });
    return this;
  }

  /** Adds a job (see enqueueJob) and looks for work at once. */
  async enqueue<P>(type: JobType<P>, payload: P, options: Omit<EnqueueOptions, 'now'> = {}): Promise<string | null> {
    const id = await enqueueJob(this.db, type, payload, { ...options, now: this.now() });
    this.wake();
    return id;
  }

  async start(): Promise<void> {
    await this.installSchedules();
    this.started = true;
    this.lastPassAt = Date.now();
    this.wake();
  }

  /**
   * One pass without the timer, waiting for the jobs it started: enqueue due schedules, claim, run.
   * Returns how many jobs ran. Tests drive the queue with it and a fake clock.
   */
  async runDue(): Promise<number> {
    await this.installSchedules();
    const started = await this.claimAndStart();
    await Promise.all(started);
    return started.length;
  }

  /**
   * Stops claiming and tells running handlers (their signal); a handler that ends because of it gives
   * its job back rather than failing it. Without `graceMs`, waits for every handler. With it, waits at
   * most that long, then releases the jobs still running (queued again, due now, the attempt given
   * back) so another instance takes them at once, and returns without waiting for their handlers.
   */
  async stop(options: { graceMs?: number } = {}): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    this.stopping.abort();
    await this.pass;
    const finished = Promise.all(this.running).then(() => true);
    if (options.graceMs === undefined) {
      await finished;
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), options.graceMs);
    });
    const inTime = await Promise.race([finished, late]);
    clearTimeout(timer);
    if (!inTime) await Promise.all([...this.active].map((active) => this.release(active)));
  }

  private async release(active: Active): Promise<void> {
    if (active.released) return;
    active.released = true;
    const { job } = active;
    const released = await releaseJob(this.db, job, this.workerId, this.now()).catch((err) => {
      this.log.error({ job: job.name, jobId: job.id, error: (err as Error).message }, 'releasing the job failed');
      return false;
    });
    if (released) this.log.info({ job: job.name, jobId: job.id }, 'released for another instance');
  }

  private installSchedules(): Promise<void> {
    this.schedulesInstalled ??= (async () => {
      const now = this.now();
      for (const s of this.schedules) {
        await upsertSchedule(this.db, { name: s.type.name, intervalMs: s.everyMs, firstRunAt: new Date(now.getTime() + s.firstRunMs), now });
      }
    })();
    return this.schedulesInstalled;
  }

  /** Runs a pass now, or right after the one in progress. */
  private wake() {
    if (!this.started) return;
    if (this.pass) {
      this.passAgain = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.poll(), 0);
    this.timer.unref?.();
  }

  /**
   * Whether the loop still turns: started, not stopping, and a pass began within the last 30 s (or 10
   * polls). A pass whose database is away ends within the pool's 5 s connection timeout, so a loop
   * that stalls longer is stuck. A worker's liveness probe reads it.
   */
  isLooping(now = Date.now()): boolean {
    return this.started && now - this.lastPassAt < Math.max(30_000, this.pollMs * 10);
  }

  private async poll() {
    if (!this.started) return;
    this.lastPassAt = Date.now();
    this.passAgain = false;
    this.pass = this.claimAndStart().catch((err) => this.log.error({ error: (err as Error).message }, 'looking for work failed'));
    await this.pass;
    this.pass = null;
    if (!this.started) return;
    this.timer = setTimeout(() => void this.poll(), this.passAgain ? 0 : this.pollMs);
    this.timer.unref?.();
  }

  private async claimAndStart(): Promise<Promise<void>[]> {
    const now = this.now();
    await enqueueDueSchedules(this.db, this.schedules, now);
    const names = [...this.handlers.keys()];
    await failExpiredLastAttempts(this.db, names, now);
    const limit = this.concurrency - this.running.size;
    const claimed = await claimJobs(this.db, { names, limit, workerId: this.workerId, leaseMs: this.leaseMs, now });
    return claimed.map((job) => {
      const run = this.run(job).finally(() => {
        this.running.delete(run);
        this.wake();
      });
      this.running.add(run);
      return run;
    });
  }

  private async run(job: JobRow): Promise<void> {
    const registered = this.handlers.get(job.name) as Registered;
    const active: Active = { job, released: false };
    this.active.add(active);
    // The job's own signal: the queue stopping, or its lease lost (the heartbeat found it taken).
    const lost = new AbortController();
    const signal = AbortSignal.any([this.stopping.signal, lost.signal]);
    const heartbeat = setInterval(() => void this.heartbeat(job, lost), this.leaseMs / 3);
    heartbeat.unref?.();
    try {
      const parsed = registered.type.payload.safeParse(job.payload);
      if (!parsed.success) {
        // A payload that does not fit its schema will not fit it next time either: failed at once.
        await failJobAttempt(this.db, job, this.workerId, { error: `invalid payload: ${parsed.error.message}`, retryAt: null, now: this.now() });
        return;
      }
      await registered.handler(parsed.data, { jobId: job.id, attempt: job.attempts, signal, log: this.jobLog(job) });
      if (!active.released) await completeJob(this.db, job, this.workerId, this.now());
    } catch (err) {
      if (active.released) return;
      // Stopped by the shutdown, not failed: the job goes back for another instance.
      if (this.stopping.signal.aborted && !(err instanceof PermanentJobError)) return await this.release(active);
      const error = err instanceof Error ? (err.stack ?? err.message) : String(err);
      const now = this.now();
      const last = job.attempts >= job.maxAttempts || err instanceof PermanentJobError;
      const retryAt = last ? null : new Date(now.getTime() + retryDelayMs(job.attempts, registered.type.retryBaseMs, this.random));
      const fields = { job: job.name, jobId: job.id, attempt: job.attempts, maxAttempts: job.maxAttempts, givingUp: last };
      this.log.error({ ...fields, error: err instanceof Error ? err.message : String(err) }, 'job failed');
      await failJobAttempt(this.db, job, this.workerId, { error, retryAt, now }).catch((e) =>
        this.log.error({ job: job.name, jobId: job.id, error: (e as Error).message }, 'recording the failure failed'),
      );
    } finally {
      clearInterval(heartbeat);
      this.active.delete(active);
    }
  }

  /** A handler's log: the queue's, with the job's name and id on every line. */
  private jobLog(job: JobRow): EventLog {
    const fields = { job: job.name, jobId: job.id };
    return {
      info: (more, msg) => this.log.info({ ...fields, ...more }, msg),
      warn: (more, msg) => this.log.warn({ ...fields, ...more }, msg),
      error: (more, msg) => this.log.error({ ...fields, ...more }, msg),
    };
  }

  /** Renews the lease; a job found no longer this worker's (its lease ran out meanwhile) is told to stop. */
  private async heartbeat(job: JobRow, lost: AbortController): Promise<void> {
    const now = this.now();
    try {
      if (!(await renewLease(this.db, job, this.workerId, new Date(now.getTime() + this.leaseMs), now))) {
        this.log.error({ job: job.name, jobId: job.id }, "no longer this worker's (its lease ran out): stopping it");
        lost.abort();
      }
    } catch (err) {
      // The database is away: the next beat tries again; the lease covers two missed beats.
      this.log.error({ job: job.name, jobId: job.id, error: (err as Error).message }, 'renewing the lease failed');
    }
  }
}
