import type { FastifyBaseLogger } from 'fastify';
import type { LeadEngine, LeadOutcome } from './lead-engine';
import { systemClock, type Clock } from '../../lib/time/clock';
import type { WriteBack, WriteBackOutcome } from './write-back';

const BATCH = 50;
/**
 * Due leads decided in one transaction. A burst shares each distribution's ledger read and the
 * commit; a small number keeps the first lead of a burst from waiting long for the last one's.
 */
const DECISIONS_PER_TRANSACTION = 10;
/** A drain gives up the turn after this many rounds, so one process never spins on a flood. */
const MAX_ROUNDS = 200;

/** The runner sets its own alarm for work due sooner than this; later work waits for the periodic sweep. */
const ALARM_HORIZON_MS = 60_000;

type Lane = { kick(): Promise<void>; idle(): Promise<void> };

/** What the runner asks of the engine and of the write-back (narrow, so tests can drive it alone). */
export type RunnerEngine = Pick<LeadEngine, 'dueLeads' | 'processLeads' | 'recordFailure' | 'nextDueAt'>;
export type RunnerWriteBack = Pick<WriteBack, 'due' | 'runMany'>;

/**
 * Drives the engine inside a server process, in two lanes that run side by side: decisions (every
 * due lead) and write-backs (every due owner change), each draining until nothing is due, so a slow
 * CRM never holds up the next assignment. It runs when ingestion commits new leads (kick), from the
 * periodic sweep job, and at the moment the next postponed lead, delay check or retry falls due
 * when that is within a minute. Several processes may drain at once: each lead is claimed with SKIP
 * LOCKED and each write-back by a lease, so none is done twice.
 */
export function createDistributionRunner(deps: {
  engine: RunnerEngine;
  writeBack: RunnerWriteBack;
  log?: FastifyBaseLogger;
  now?: Clock;
  /** Told of every committed decision that gave a lead to someone; must not block (the next lead waits). */
  onGiven?: (leadId: string, outcome: LeadOutcome) => void;
}) {
  const clock = deps.now ?? systemClock;
  let alarm: NodeJS.Timeout | null = null;
  let stopped = false;

  async function setAlarm(): Promise<void> {
    const next = await deps.engine.nextDueAt();
    if (stopped || !next) return;
    // Work already due after a drain is held by another worker: look again in a second, not at once.
    const wait = Math.max(1000, next.getTime() - clock().getTime());
    if (wait > ALARM_HORIZON_MS) return;
    if (alarm) clearTimeout(alarm);
    alarm = setTimeout(() => {
      alarm = null;
      void kick();
    }, wait);
    alarm.unref();
  }

  /** A drain loop: `round` does one batch and says whether it changed anything. */
  function lane(name: string, round: () => Promise<boolean>): Lane {
    let running: Promise<void> | null = null;
    let again = false;
    async function drain(): Promise<void> {
      try {
        do {
          again = false;
          // Stops when a round changed nothing: what is left is held by another worker or not due.
          for (let i = 0; i < MAX_ROUNDS && !stopped; i++) {
            const progressed = await round().catch((error: unknown) => {
              deps.log?.error({ err: error, lane: name }, 'distribution drain failed');
              return false;
            });
            if (!progressed) break;
          }
          await setAlarm().catch((error: unknown) => deps.log?.error({ err: error }, 'distribution alarm failed'));
          // A kick while the alarm was being set goes round again too: it was answered with this drain.
        } while (again && !stopped);
      } finally {
        // In the same step as the last look at `again`: a later kick finds no drain and starts one.
        running = null;
      }
    }
    return {
      kick() {
        if (stopped) return Promise.resolve();
        if (running) {
          again = true;
          return running;
        }
        running = new Promise<void>((resolve) => setImmediate(resolve)).then(drain);
        return running;
      },
      idle: () => running ?? Promise.resolve(),
    };
  }

  const writeBacks = lane('write-backs', async () => {
    const due = await deps.writeBack.due(BATCH);
    const outcomes = await deps.writeBack.runMany(due).catch((error: unknown) => {
      deps.log?.error({ err: error }, 'owner write-back failed');
      return new Map<string, WriteBackOutcome>();
    });
    for (const [leadId, outcome] of outcomes) if (outcome === 'failed') deps.log?.warn({ leadId }, 'owner write-back gave up');
    return outcomes.size > 0;
  });

  const decisions = lane('decisions', async () => {
    let progressed = false;
    const due = await deps.engine.dueLeads(BATCH);
    for (let i = 0; i < due.length; i += DECISIONS_PER_TRANSACTION) {
      const results = await deps.engine.processLeads(due.slice(i, i + DECISIONS_PER_TRANSACTION)).catch((error: unknown) => {
        // The transaction itself failed (its commit, the connection): each lead is tried alone later.
        deps.log?.error({ err: error }, 'lead distribution batch failed');
        return due.slice(i, i + DECISIONS_PER_TRANSACTION).map((leadId) => ({ leadId, outcome: null, error }));
      });
      for (const { leadId, outcome, error } of results) {
        if (error !== undefined) {
          deps.log?.error({ err: error, leadId }, 'lead distribution failed; retrying later');
          await deps.engine.recordFailure(leadId, error).catch(() => undefined);
          progressed = true;
          continue;
        }
        if (!outcome) continue;
        progressed = true;
        if (outcome.decision === 'assigned' || outcome.decision === 'reassigned' || outcome.decision === 'fallback') {
          void writeBacks.kick();
          try {
            deps.onGiven?.(leadId, outcome);
          } catch (notifyError) {
            deps.log?.error({ err: notifyError, leadId }, 'lead notification failed');
          }
        }
      }
    }
    return progressed;
  });

  /** Drains both lanes; resolves when the decisions and the write-backs they caused are done. */
  async function kick(): Promise<void> {
    const writing = writeBacks.kick();
    await decisions.kick();
    await writing;
    await writeBacks.idle();
  }

  return {
    /** Drains soon; a kick during a drain makes it go round once more. */
    kick,
    async stop(): Promise<void> {
      stopped = true;
      if (alarm) clearTimeout(alarm);
      alarm = null;
      await Promise.all([decisions.idle(), writeBacks.idle()]);
    },
    /** Resolves when the current drains (if any) are over. */
    async idle(): Promise<void> {
      await Promise.all([decisions.idle(), writeBacks.idle()]);
    },
  };
}

export type DistributionRunner = ReturnType<typeof createDistributionRunner>;
