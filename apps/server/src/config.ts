import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const booleanish = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().default('./data'),
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().default('SalesPulse <no-reply@salespulse.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(path.resolve(serverRoot, '../web/dist')),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  WEBHOOK_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  // csv_imports.bytes_total is an integer column.
  CSV_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(2_147_483_647)
    .default(200 * 1024 * 1024),
  REPORT_TIME_BUDGET_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  TRUST_PROXY: booleanish.default(false),
  SEED_DEMO: booleanish.optional(),
  WORKERS: booleanish.optional(),
  JOB_POLL_INTERVAL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  HUBSPOT_CLIENT_ID: z.string().min(1).optional(),
  HUBSPOT_CLIENT_SECRET: z.string().min(1).optional(),
  HUBSPOT_BASE_URL: z.url().default('https://api.hubapi.com'),
  HUBSPOT_AUTH_URL: z.url().default('https://app.hubspot.com'),
  HUBSPOT_SYNC_MINUTES: z.coerce.number().int().min(1).max(1440).default(5),
  SYNC_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  DEMO_ACTIVITY: booleanish.optional(),
  DEMO_BACKFILL_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  BILLING_TRIAL_DAYS: z.coerce.number().int().min(0).max(365).default(14),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  appSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  webDist: string;
  authRateLimit: number;
  bodyLimitBytes: number;
  webhookBodyLimitBytes: number;
  csvMaxBytes: number;
  /**
   * How long an analytics or board request may take before the server answers 503 and cancels its
   * statements (lib/time-budget.ts); also the statement_timeout of the connections they use.
   */
  reportTimeBudgetMs: number;
  trustProxy: boolean;
  seedDemo: boolean | undefined;
  migrationsDir: string;
  /** Whether this process runs background jobs (sync, demo activity); off under NODE_ENV=test unless set. */
  workers: boolean;
  jobPollIntervalSeconds: number;
  /** First delay before a failed sync is retried; later retries double it. */
  syncRetryDelaySeconds: number;
  hubspot: { clientId: string | undefined; clientSecret: string | undefined; apiBaseUrl: string; authBaseUrl: string; syncMinutes: number };
  /** Generate demo activity continuously; unset = when the demo workspace is seeded. */
  demoActivity: boolean | undefined;
  /** How much history the demo provider's first sync creates. */
  demoBackfillDays: number;
  /**
   * Online payment through Stripe Checkout; null when this server takes no payments, and then it
   * bills nobody (see docs/decisions.md, "Billing").
   */
  billing: { stripe: { secretKey: string; webhookSecret: string; apiBaseUrl: string }; trialDays: number } | null;
};

function billingOf(e: z.infer<typeof envSchema>): Config['billing'] {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = e;
  if (!secretKey && !webhookSecret) return null;
  // Half a setup would take money without ever hearing that it arrived (or the reverse).
  if (!secretKey || !webhookSecret)
    throw new Error('Invalid configuration:\nSTRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together or not at all');
  return { stripe: { secretKey, webhookSecret, apiBaseUrl: e.STRIPE_API_URL.replace(/\/$/, '') }, trialDays: e.BILLING_TRIAL_DAYS };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (DATABASE_URL= in an env file) means "not set".
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    appSecret: e.APP_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST),
    authRateLimit: e.AUTH_RATE_LIMIT,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    webhookBodyLimitBytes: e.WEBHOOK_BODY_LIMIT_BYTES,
    csvMaxBytes: e.CSV_MAX_BYTES,
    reportTimeBudgetMs: e.REPORT_TIME_BUDGET_MS,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO,
    migrationsDir: path.resolve(serverRoot, 'drizzle'),
    workers: e.WORKERS ?? e.NODE_ENV !== 'test',
    jobPollIntervalSeconds: e.JOB_POLL_INTERVAL_SECONDS,
    syncRetryDelaySeconds: e.SYNC_RETRY_DELAY_SECONDS,
    hubspot: {
      clientId: e.HUBSPOT_CLIENT_ID,
      clientSecret: e.HUBSPOT_CLIENT_SECRET,
      apiBaseUrl: e.HUBSPOT_BASE_URL.replace(/\/$/, ''),
      authBaseUrl: e.HUBSPOT_AUTH_URL.replace(/\/$/, ''),
      syncMinutes: e.HUBSPOT_SYNC_MINUTES,
    },
    demoActivity: e.DEMO_ACTIVITY,
    demoBackfillDays: e.DEMO_BACKFILL_DAYS,
    billing: billingOf(e),
  };
}
