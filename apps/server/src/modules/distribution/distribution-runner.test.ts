import { afterEach, describe, expect, it } from 'vitest';
import { createDistributionRunner, type DistributionRunner, type RunnerEngine, type RunnerWriteBack } from './distribution-runner';

// The runner's drain loops on their own, over an in-memory queue of leads and write-backs: the
// moments a kick can arrive in (mid-round, while the alarm is being set) are chosen by the test.
// The engine and write-back it drives are tested against the database in lead-concurrency.test.ts.

type Gate = { reached: Promise<void>; open(): void };

function inMemory() {
  const dueLeads = new Set<string>();
  const pendingWrites = new Set<string>();
  const written: string[] = [];
  let gate: { expected: number; calls: number; reached: () => void; opened: Promise<void> } | null = null;

  const engine: RunnerEngine = {
    dueLeads: async (limit) => [...dueLeads].slice(0, limit),
    processLeads: async (ids) =>
      ids.map((leadId) => {
        if (!dueLeads.delete(leadId)) return { leadId, outcome: null };
        pendingWrites.add(leadId);
        return { leadId, outcome: { state: 'assigned' as const, decision: 'assigned' as const, employeeId: 'e1' } };
      }),
    recordFailure: async () => undefined,
    nextDueAt: async () => {
      if (gate) {
        const current = gate;
        if (++current.calls === current.expected) current.reached();
        await current.opened;
      }
      return null;
    },
  };
  const writeBack: RunnerWriteBack = {
    due: async (limit) => [...pendingWrites].slice(0, limit),
    runMany: async (ids) => {
      const outcomes = new Map<string, 'done'>();
      for (const id of ids) {
        if (!pendingWrites.delete(id)) continue;
        outcomes.set(id, 'done');
        written.push(id);
      }
      return outcomes;
    },
  };

  return {
    engine,
    writeBack,
    dueLeads,
    pendingWrites,
    written,
    /** Holds the lanes' alarm lookups once `expected` of them are waiting, until opened. */
    holdAlarms(expected: number): Gate {
      let reached!: () => void;
      let open!: () => void;
      const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
      const opened = new Promise<void>((resolve) => (open = resolve));
      gate = { expected, calls: 0, reached, opened };
      return {
        reached: reachedPromise,
        open: () => {
          gate = null;
          open();
        },
      };
    },
  };
}

describe('distribution runner', () => {
  let runner: DistributionRunner | null = null;
  afterEach(async () => {
    await runner?.stop();
    runner = null;
  });

  it('resolves a kick only when the leads due and the write-backs they caused are done', async () => {
    const queue = inMemory();
    for (let i = 0; i < 75; i++) queue.dueLeads.add(`lead-${i}`);
    runner = createDistributionRunner({ engine: queue.engine, writeBack: queue.writeBack });
    await runner.kick();
    expect(queue.dueLeads.size).toBe(0);
    expect(queue.pendingWrites.size).toBe(0);
    expect(queue.written).toHaveLength(75);
  });

  it('goes round again for a kick that arrives while a drain is setting its alarm', async () => {
    const queue = inMemory();
    runner = createDistributionRunner({ engine: queue.engine, writeBack: queue.writeBack });
    // Nothing is due: both lanes finish their rounds at once and look up the next due time.
    const gate = queue.holdAlarms(2);
    const first = runner.kick();
    await gate.reached;

    // A lead arrives, and its kick finds both drains past their rounds: the decision lane must decide
    // it, and the write-back lane (kicked by that decision too) must write its owner back.
    queue.dueLeads.add('late-lead');
    const second = runner.kick();
    gate.open();
    await Promise.all([first, second]);

    expect(queue.dueLeads.size).toBe(0);
    expect(queue.written).toEqual(['late-lead']);
  });

  it('does nothing more once stopped', async () => {
    const queue = inMemory();
    runner = createDistributionRunner({ engine: queue.engine, writeBack: queue.writeBack });
    await runner.stop();
    queue.dueLeads.add('after-stop');
    await runner.kick();
    expect(queue.dueLeads.has('after-stop')).toBe(true);
    expect(queue.written).toEqual([]);
  });
});
