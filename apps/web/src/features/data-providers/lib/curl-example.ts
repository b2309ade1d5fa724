import { WEBHOOK_SIGNATURE_HEADER } from '@salespulse/contract/data-providers';

/** Who the example's call belongs to: the reader, so the call shows on their own row. */
export type ExampleOwner = { name: string; email: string };

/** The signed-in user, or a stand-in while their profile loads. */
export function exampleOwner(user: { name: string; email: string } | undefined): ExampleOwner {
  return user ? { name: user.name, email: user.email } : { name: 'Rita Rep', email: 'rita@example.com' };
}

/** A shell word in single quotes: a quote inside (O'Brien) closes, escapes and reopens it. */
const quoted = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/**
 * A runnable request against the webhook (docs/ingestion.md), signed with the secret: the reader as
 * a CRM user (matched to their employee by e-mail) and one answered call of theirs at `at`, so the
 * call shows on the Pulse and the Call board. A call without an owner would land in "No owner",
 * which the Pulse does not show. Without the secret (it is shown once) the variable is left for
 * the reader to fill.
 */
export function curlExample(webhookUrl: string, at: string, owner: ExampleOwner, secret?: string): string {
  const events = [
    { type: 'user', externalId: 'U-1', name: owner.name, email: owner.email },
    { type: 'call', externalId: 'C-1', ownerExternalId: 'U-1', startedAt: at, durationSeconds: 60, answered: true },
  ];
  return [
    `URL=${quoted(webhookUrl)}`,
    `SECRET=${quoted(secret ?? 'paste-your-secret-here')}`,
    `BODY=${quoted(JSON.stringify({ events }))}`,
    `SIG="sha256=$(printf '%s' "$BODY" | openssl dgst -sha256 -hmac "$SECRET" -r | cut -d' ' -f1)"`,
    `curl -sS "$URL" -H 'content-type: application/json' -H "${WEBHOOK_SIGNATURE_HEADER}: $SIG" --data-binary "$BODY"`,
  ].join('\n');
}
