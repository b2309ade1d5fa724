import { WEBHOOK_SIGNATURE_HEADER } from '@salespulse/contract/data-providers';

/**
 * A runnable request against the webhook (docs/ingestion.md): one call event at `at`, signed with
 * the secret. Without the secret (it is shown once) the variable is left for the reader to fill.
 */
export function curlExample(webhookUrl: string, at: string, secret?: string): string {
  const event = { type: 'call', externalId: 'C-1', startedAt: at, durationSeconds: 60, answered: true };
  return [
    `URL='${webhookUrl}'`,
    `SECRET='${secret ?? 'paste-your-secret-here'}'`,
    `BODY='${JSON.stringify({ events: [event] })}'`,
    `SIG="sha256=$(printf '%s' "$BODY" | openssl dgst -sha256 -hmac "$SECRET" -r | cut -d' ' -f1)"`,
    `curl -sS "$URL" -H 'content-type: application/json' -H "${WEBHOOK_SIGNATURE_HEADER}: $SIG" --data-binary "$BODY"`,
  ].join('\n');
}
