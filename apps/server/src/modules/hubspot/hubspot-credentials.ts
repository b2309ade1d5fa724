import { z } from 'zod';
import type { CryptoBox } from '../../lib/crypto-box';
import type { HubSpotCursors } from './hubspot-sync';
import type { HubSpotTokens } from './hubspot-oauth';

/** Server configuration of the HubSpot app (HUBSPOT_* variables). */
export type HubSpotConfig = {
  clientId: string | undefined;
  clientSecret: string | undefined;
  apiBaseUrl: string;
  authBaseUrl: string;
};

export type ConfiguredHubSpot = HubSpotConfig & { clientId: string; clientSecret: string };

export function isConfigured(config: HubSpotConfig): config is ConfiguredHubSpot {
  return Boolean(config.clientId && config.clientSecret);
}

/** What a HubSpot provider keeps sealed in `credentials`. */
type SealedTokens = { hubspot: { accessToken: string; refreshToken: string; expiresAt: string } };

export function sealTokens(box: CryptoBox, tokens: HubSpotTokens): string {
  return box.seal({
    hubspot: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, expiresAt: tokens.expiresAt.toISOString() },
  } satisfies SealedTokens);
}

export function openTokens(box: CryptoBox, sealed: string): HubSpotTokens {
  const { hubspot } = box.open<SealedTokens>(sealed);
  return { accessToken: hubspot.accessToken, refreshToken: hubspot.refreshToken, expiresAt: new Date(hubspot.expiresAt) };
}

/** The OAuth flow in progress: only a hash of the state is kept, bound to who started it. */
export type PendingAuthorization = { stateHash: string; userId: string; expiresAt: string };

const settingsSchema = z.object({
  portalId: z.union([z.string(), z.number()]).nullish(),
  oauth: z.object({ stateHash: z.string(), userId: z.string(), expiresAt: z.string() }).nullish(),
});
export type HubSpotSettings = z.infer<typeof settingsSchema>;

export function readSettings(settings: Record<string, unknown>): HubSpotSettings {
  const parsed = settingsSchema.safeParse(settings);
  return parsed.success ? parsed.data : {};
}

const cursorSchema = z.object({ modifiedAt: z.string(), ids: z.array(z.string()) });
const cursorsSchema = z.object({ deals: cursorSchema.optional(), calls: cursorSchema.optional(), tasks: cursorSchema.optional() });

/** The HubSpot part of a provider's sync cursor; anything unreadable starts over (ingestion is idempotent). */
export function readCursors(cursor: Record<string, unknown>): HubSpotCursors {
  const parsed = cursorsSchema.safeParse(cursor.hubspot ?? {});
  return parsed.success ? parsed.data : {};
}
