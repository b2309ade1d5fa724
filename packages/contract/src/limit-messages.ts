import * as z from 'zod/mini';

// zod/mini carries no locale: a limit a schema states without a message of its own (a name's 100
// characters, a weight's 1–100) reached the user as "Invalid input". These are the words for them,
// in the contract's own style (messages in validation.ts); a schema's own message still wins.

type Issue = Parameters<NonNullable<NonNullable<Parameters<typeof z.config>[0]>['customError']>>[0];

const units: Partial<Record<string, [one: string, many: string]>> = {
  string: ['character', 'characters'],
  array: ['item', 'items'],
  set: ['item', 'items'],
  file: ['byte', 'bytes'],
};

const counted = (count: number | bigint, origin: string) => {
  const unit = units[origin];
  return unit ? `${count} ${count === 1 || count === 1n ? unit[0] : unit[1]}` : String(count);
};

/** The message for a length or size limit; undefined for anything else (zod's own then). */
export function limitMessage(issue: Issue): string | undefined {
  if (issue.code === 'too_big') {
    const limit = issue.maximum;
    if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') return `must be at most ${String(limit)}`;
    if (issue.origin === 'date') return undefined;
    return `at most ${counted(limit as number, issue.origin)}`;
  }
  if (issue.code === 'too_small') {
    const limit = issue.minimum;
    if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') return `must be at least ${String(limit)}`;
    if (issue.origin === 'string' && Number(limit) === 1) return 'required field';
    if (issue.origin === 'array' && Number(limit) === 1) return 'choose at least one';
    if (issue.origin === 'date') return undefined;
    return `at least ${counted(limit as number, issue.origin)}`;
  }
  return undefined;
}

/** Makes limitMessage zod's answer everywhere in this process (once, at start: server and web app). */
export function installLimitMessages(): void {
  z.config({ customError: limitMessage });
}
