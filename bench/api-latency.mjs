// Bounded latency/throughput probe of the API on this machine (loopback only).
// Usage: start the server (npm start), then `node bench/api-latency.mjs [baseUrl] [requests] [concurrency]`.
const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const total = Number(process.argv[3] ?? 2000);
const concurrency = Number(process.argv[4] ?? 20);

async function login() {
  const res = await fetch(`${base}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'resident@example.com', password: 'resident' }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return (await res.json()).token;
}

async function run(name, path, headers = {}) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      next++;
      const t0 = performance.now();
      const res = await fetch(`${base}${path}`, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p = (q) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  console.log(
    `${name.padEnd(24)} ${(latencies.length / seconds).toFixed(0).padStart(6)} req/s  p50 ${p(0.5)} ms  p95 ${p(0.95)} ms  p99 ${p(0.99)} ms`,
  );
}

const token = await login();
const auth = { authorization: `Bearer ${token}` };
console.log(`${total} requests per endpoint, concurrency ${concurrency}, ${base}`);
await run('GET /api/config', '/api/config');
await run('GET /api/me', '/api/me', auth);
await run('GET /api/properties/1', '/api/properties/1', auth);
await run('GET categories+services', '/api/service_categories?perPage=100', auth);
await run('GET /api/news', '/api/news?status=in_progress&perPage=100', auth);
await run('GET /api/posts (page)', '/api/posts?status[]=published&perPage=3&page=1', auth);
await run('GET /api/user_requests', '/api/user_requests?perPage=100', auth);
await run('GET / (SPA shell)', '/');
