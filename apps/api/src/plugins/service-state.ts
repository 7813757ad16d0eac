// What this process tells the load balancer and the metrics about itself (docs/operations.md): whether it is
// stopping, and the probes that modules hand in for what only they hold (the per-night inventory, the open event
// streams). A plain object decorated once on the root, so that a module's routes, registered under /api, fill in
// the same one the health routes and /metrics read.
import fp from 'fastify-plugin';

/** The per-night inventory in memory (docs/decisions/0034-room-nights-replica.md). */
export interface NightsReplicaStatus {
  /** Loaded whole and kept by the change feed: dated searches may read it. */
  loaded: boolean;
  /** How long the oldest change heard has waited to be read into it, in seconds (0: none waits). */
  lagSeconds: number;
}

export class ServiceState {
  /** Set on SIGTERM (server.ts): /api/health/ready answers 503 from then on. */
  shuttingDown = false;
  /** When the stop's grace ends (ms since the epoch): the job queue gives a running job until then. */
  shutdownDeadline: number | undefined;
  /** Handed in by the properties module. */
  nightsReplica: (() => NightsReplicaStatus) | undefined;
  /** Handed in by the live-events module: the event streams open in this process. */
  openStreams: (() => number) | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    serviceState: ServiceState;
  }
}

export const serviceStatePlugin = fp(async (app) => {
  const state = new ServiceState();
  app.decorate('serviceState', state);
  // While stopping, every answer closes its connection: a client (or the load balancer) sends its next request
  // on a new one, which reaches a node that is not stopping, instead of one this process is about to close.
  app.addHook('onSend', async (_request, reply) => {
    if (state.shuttingDown) void reply.header('connection', 'close');
  });
});
