// The floor of a durable write over HTTP: the same framework as the API, answering each POST after
// `transactions` PostgreSQL transactions of `statements` inserts each (query string), committed as the API
// commits (synchronous_commit as the server has it). No validation, no sessions, no logic: what any booking
// must at least pay for its statements on this machine.
//   node bench/lib/write-floor-server.mjs <port> <database url>
import Fastify from 'fastify';
import pg from 'pg';

const [port, url] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 20 });
await pool.query(
  'create table if not exists floor_writes (id bigserial primary key, body jsonb not null, at timestamptz not null default now())',
);
const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ ok: true }));
app.post('/*', async (request, reply) => {
  const transactions = Number(request.query.transactions ?? 1);
  const statements = Number(request.query.statements ?? 1);
  let id = 0;
  for (let t = 0; t < transactions; t++) {
    const client = await pool.connect();
    try {
      await client.query('begin');
      for (let s = 0; s < statements; s++)
        id = (
          await client.query('insert into floor_writes (body) values ($1) returning id', [request.body ?? {}])
        ).rows[0].id;
      await client.query('commit');
    } finally {
      client.release();
    }
  }
  return reply.status(201).send({ id });
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
