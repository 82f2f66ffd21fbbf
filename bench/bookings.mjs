// Bookings benchmark, loopback only, bounded in time and count.
//   node bench/bookings.mjs            PGlite (embedded), then PostgreSQL 15 when its binaries exist
//   node bench/bookings.mjs --pglite   PGlite only
// For each database it starts the real server on a fresh demo seed and measures, with autocannon:
//   - a bare node:http server answering the same schedule bytes (the platform's ceiling here),
//   - GET /api/booking_entities/{gym}/schedule (31 days),
//   - POST /api/reservations then PUT …/cancel of a Peel room slot (the full create path: rules,
//     lock, insert; then the cancel), as the shop tenant,
// then the concurrency run: 200 simultaneous attempts at one Peel room slot (one at a time) must
// give exactly 1 booking and 199 × 409.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import autocannon from 'autocannon';
import { PG_BIN, startAppServer, startPostgres } from './lib/processes.mjs';

const DURATION_S = 8;
const CONNECTIONS = 20;

async function json(base, path, init = {}) {
  const res = await fetch(`${base}${path}`, init);
  const body = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

const cannon = (options) =>
  new Promise((resolve, reject) =>
    autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );

const row = (name, result) =>
  `${name.padEnd(34)} ${String(Math.round(result.requests.average)).padStart(7)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  p97.5 ${String(result.latency.p97_5).padStart(4)} ms  2xx ${result['2xx']}  non-2xx ${result.non2xx}`;

const signIn = async (base, username, password) => {
  const { token } = await json(base, '/api/login_check', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return { authorization: `Bearer ${token}` };
};

const hhmm = (minutes) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
const minutesOf = (time) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The first free `minutes`-long slot of each day after today in a schedule answer. */
function firstSlotPerDay(schedule, minutes, today) {
  const slots = [];
  for (const [date, ranges] of Object.entries(schedule.available)) {
    if (date <= today) continue;
    const range = ranges.find((r) => minutesOf(r.to) - minutesOf(r.from) >= minutes);
    if (!range) continue;
    const from = Math.ceil(minutesOf(range.from) / 60) * 60;
    if (from + minutes > minutesOf(range.to)) continue;
    slots.push({ start: `${date} ${hhmm(from)}`, end: `${date} ${hhmm(from + minutes)}` });
  }
  return slots;
}

const freeBooking = (entity, slot) =>
  JSON.stringify({ entity, ...slot, total: 0, currency: 'CAD', payments: [] });

async function bench(label, databaseUrl) {
  const server = await startAppServer({ databaseUrl, env: { LOGIN_RATE_LIMIT: '1000' } });
  const { base } = server;
  try {
    const today = new Date().toISOString().slice(0, 10);
    // The resident reads the gym's schedule (4 at a time, the busiest grid of the demo).
    const resident = await signIn(base, 'resident@example.com', 'resident');
    const { data: entities } = await json(base, '/api/booking_entities?perPage=-1', {
      headers: resident,
    });
    const gym = entities.find((e) => e.name.en === 'Gym');
    if (!gym) throw new Error('no gym schedule in the demo seed');
    const schedulePath = `/api/booking_entities/${gym.id}/schedule?from=${today}&days=31`;
    const schedule = await json(base, schedulePath, { headers: resident });

    // The ceiling: the same bytes from a bare node:http server in this process.
    const bytes = Buffer.from(JSON.stringify(schedule));
    const bare = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': bytes.length });
      res.end(bytes);
    }).listen(0, '127.0.0.1');
    await new Promise((r) => bare.once('listening', r));
    const bareResult = await cannon({
      url: `http://127.0.0.1:${bare.address().port}${schedulePath}`,
    });
    bare.close();
    const readResult = await cannon({ url: `${base}${schedulePath}`, headers: resident });

    // The shop tenant books and cancels the Peel room (one at a time, 30 min): the whole create
    // path (rules, lock, insert) then the cancel, on a slot of its own per connection, so the
    // per-user limit (2 active) is never reached.
    const shop = await signIn(base, 'shop@example.com', 'shop');
    // The demo gives the shop's unit its 4 allowed bookings of the room's service: give them
    // back first (free bookings cancel), so the runs below measure bookings, not refusals.
    const { data: own } = await json(base, '/api/reservations?perPage=-1', { headers: shop });
    for (const booking of own.filter((b) => b.canceledAt === null && b.price === 0)) {
      await fetch(`${base}/api/reservations/${booking.id}/cancel`, {
        method: 'PUT',
        headers: shop,
      });
    }
    const { data: peelEntities } = await json(base, '/api/booking_entities?perPage=-1', {
      headers: shop,
    });
    const room = peelEntities.find((e) => e.name.en.startsWith('Peel room'));
    if (!room) throw new Error('no Peel room schedule in the demo seed');
    const roomSchedule = await json(
      base,
      `/api/booking_entities/${room.id}/schedule?from=${today}&days=31`,
      { headers: shop },
    );
    const roomSlots = firstSlotPerDay(roomSchedule, 30, today);
    const concurrencySlot = roomSlots.pop();
    let nextSlot = 0;
    const createResult = await cannon({
      url: `${base}/api/reservations`,
      connections: 2,
      headers: { ...shop, 'content-type': 'application/json' },
      requests: [
        {
          method: 'POST',
          setupRequest: (request, context) => {
            // Contexts are reset each round: take the next slot of the list, round robin (the
            // two connections never hold the same one, and each was cancelled a round ago).
            context.slot = roomSlots[nextSlot++ % roomSlots.length];
            // Each request of the sequence says all it is: autocannon carries the previous one's.
            return {
              ...request,
              method: 'POST',
              path: '/api/reservations',
              headers: { ...shop, 'content-type': 'application/json' },
              body: freeBooking(room.id, context.slot),
            };
          },
          onResponse: (status, body, context) => {
            if (status === 200) context.id = JSON.parse(body).id;
          },
        },
        {
          method: 'PUT',
          // No body, so no content-type either (Fastify refuses an empty JSON body).
          setupRequest: (request, context) => ({
            ...request,
            method: 'PUT',
            headers: shop,
            path: `/api/reservations/${context.id}/cancel`,
            body: undefined,
          }),
        },
      ],
    });

    // 200 simultaneous attempts at one slot of a room that takes one booking at a time.
    const attempts = await Promise.all(
      Array.from({ length: 200 }, () =>
        fetch(`${base}/api/reservations`, {
          method: 'POST',
          headers: { ...shop, 'content-type': 'application/json' },
          body: freeBooking(room.id, concurrencySlot),
        }).then((r) => r.status),
      ),
    );
    const accepted = attempts.filter((s) => s === 200).length;
    const conflicts = attempts.filter((s) => s === 409).length;

    console.log(`\n== ${label} ==`);
    console.log(row('bare node:http, same bytes', bareResult));
    console.log(row('GET schedule (gym, 31 days)', readResult));
    console.log(
      `${''.padEnd(34)} ${((100 * readResult.requests.average) / bareResult.requests.average).toFixed(1)} % of the bare server`,
    );
    console.log(row('POST reservation + PUT cancel', createResult));
    console.log(
      `200 concurrent attempts, capacity ${room.maximumConcurrentBooking}: ${accepted} accepted, ${conflicts} × 409, ${200 - accepted - conflicts} other` +
        (accepted === room.maximumConcurrentBooking ? '  (no overbooking)' : '  OVERBOOKED'),
    );
    if (accepted !== room.maximumConcurrentBooking || createResult.non2xx > 0) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per read run, loopback`);
await bench('PGlite (embedded)');
const pgAvailable = spawnSync(`${PG_BIN}/initdb`, ['--version']).status === 0;
if (!process.argv.includes('--pglite') && pgAvailable && process.getuid?.() === 0) {
  const pg = await startPostgres();
  try {
    await bench('PostgreSQL 15', pg.url);
  } finally {
    pg.stop();
  }
}
