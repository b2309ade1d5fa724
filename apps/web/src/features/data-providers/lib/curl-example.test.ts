import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { curlExample } from './curl-example';

/** Runs the example in bash up to the request, printing the body and the signature it would send. */
function bodyAndSignature(script: string): { body: string; signature: string } {
  const withoutRequest = script.replace(/\ncurl .*$/, `\nprintf '%s\\n%s' "$BODY" "$SIG"`);
  const [body, signature] = execFileSync('bash', ['-c', withoutRequest], { encoding: 'utf8' }).split('\n');
  return { body: body!, signature: signature! };
}

describe('the webhook example', () => {
  const url = 'http://localhost:3000/api/data_providers/0d6f7c1e-1111-4a5b-9c3d-2e4f5a6b7c8d/events';

  it('sends the reader as a CRM user and one answered call of theirs, signed with the secret', () => {
    const script = curlExample(url, '2026-11-29T10:00:00.000Z', { name: 'Rita Rep', email: 'rita@example.com' }, 'whsec_test');
    const { body, signature } = bodyAndSignature(script);
    expect(JSON.parse(body)).toEqual({
      events: [
        { type: 'user', externalId: 'U-1', name: 'Rita Rep', email: 'rita@example.com' },
        {
          type: 'call',
          externalId: 'C-1',
          ownerExternalId: 'U-1',
          startedAt: '2026-11-29T10:00:00.000Z',
          durationSeconds: 60,
          answered: true,
        },
      ],
    });
    expect(signature).toBe(`sha256=${createHmac('sha256', 'whsec_test').update(body).digest('hex')}`);
    expect(script).toContain(`curl -sS "$URL" -H 'content-type: application/json' -H "x-signature: $SIG" --data-binary "$BODY"`);
  });

  it('keeps a name with a quote intact in the shell', () => {
    const { body } = bodyAndSignature(
      curlExample(url, '2026-11-29T10:00:00.000Z', { name: "Seán O'Brien", email: 'sean@example.com' }, "it's-secret"),
    );
    expect(JSON.parse(body).events[0].name).toBe("Seán O'Brien");
  });

  it('leaves the secret for the reader to fill when it is no longer readable', () => {
    expect(curlExample(url, '2026-11-29T10:00:00.000Z', { name: 'Rita Rep', email: 'rita@example.com' })).toContain(
      "SECRET='paste-your-secret-here'",
    );
  });
});
