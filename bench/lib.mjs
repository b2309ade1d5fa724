// Timing and HTTP helpers shared by the bench scenarios.

/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const round2 = (value) => (Number.isFinite(value) ? Math.round(value * 100) / 100 : null);

/** p50, p95 and max (ms) of raw timings. */
export function summarize(timings) {
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    p50_ms: round2(percentile(sorted, 50)),
    p95_ms: round2(percentile(sorted, 95)),
    max_ms: round2(sorted[sorted.length - 1]),
  };
}

/** Runs `call` `count` times on `concurrency` workers; latency percentiles and throughput. */
export async function measure(name, count, concurrency, call) {
  const timings = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (next < count) {
        const i = next++;
        const t0 = performance.now();
        await call(i, worker);
        timings.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = performance.now() - started;
  const { p50_ms, p95_ms, max_ms } = summarize(timings);
  return { scenario: name, requests: count, concurrency, p50_ms, p95_ms, max_ms, rps: +((count / elapsed) * 1000).toFixed(1) };
}

/**
 * Runs `call` one at a time for about `seconds` (at least `min`, at most `max` times) after a few
 * warm-up calls; returns the raw timings in ms.
 */
export async function sample(call, { seconds, min = 10, max = 500, warmup = 3 }) {
  for (let i = 0; i < warmup; i++) await call();
  const timings = [];
  const deadline = performance.now() + seconds * 1000;
  while (timings.length < max && (timings.length < min || performance.now() < deadline)) {
    const t0 = performance.now();
    await call();
    timings.push(performance.now() - t0);
  }
  return timings;
}

export function httpClient(base) {
  async function post(url, body, expected, token) {
    const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const response = await fetch(base + url, { method: 'POST', headers, body: JSON.stringify(body) });
    if (response.status !== expected) throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 500)}`);
    return response.status === 204 ? undefined : response.json();
  }
  async function get(url, token) {
    const response = await fetch(base + url, { headers: { authorization: `Bearer ${token}` } });
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 500)}`);
    return response.json();
  }
  async function waitForHealth(server) {
    for (let i = 0; i < 300; i++) {
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
      try {
        if ((await fetch(`${base}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('server did not become healthy');
  }
  return { base, post, get, waitForHealth };
}

/** `--name value`, `--name=value` and bare `--flag` arguments. */
export function parseArgs(argv) {
  const options = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) throw new Error(`unexpected argument ${arg}`);
    const [key, inline] = arg.slice(2).split('=', 2);
    if (inline !== undefined) options[key] = inline;
    else if (argv[i + 1] !== undefined && !argv[i + 1].startsWith('--')) options[key] = argv[++i];
    else options[key] = true;
  }
  return options;
}
