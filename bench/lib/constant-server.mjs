// The baseline: the same framework answering a constant JSON body of a given size, so that a benchmark's
// figures can be read as "our work" over "the floor of HTTP + JSON on this machine".
//   node bench/lib/constant-server.mjs <port> <bytes>
import Fastify from 'fastify';

const [port, bytes] = process.argv.slice(2).map(Number);
// {"filler":"…"} is 13 bytes around the filler: the body is exactly `bytes` long.
const body = JSON.stringify({ filler: 'x'.repeat(Math.max(0, bytes - 13)) });
const app = Fastify({ logger: false });
const answer = (status) => async (_request, reply) =>
  reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
app.get('/*', answer(200));
app.post('/*', answer(201));
await app.listen({ port, host: '127.0.0.1' });
