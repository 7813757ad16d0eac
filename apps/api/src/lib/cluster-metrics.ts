// /metrics across API_WORKERS (docs/operations.md#metrics): a scrape reaches one worker, which asks the primary;
// the primary gathers every worker's registry (prom-client's AggregatorRegistry, over the cluster's IPC) and
// answers with the sums, maxima and minima each metric asks for. One process (no cluster): its own registry.
import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

const ASK = 'ikaze:metrics?';
const ANSWER = 'ikaze:metrics';
/** prom-client's own wait for the workers is 5 s; the worker waits a little longer for the primary. */
const ANSWER_WITHIN_MS = 6_000;

interface Asked {
  type: typeof ASK;
  id: number;
}
interface Answered {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

/** In the primary: answers the workers' requests for the whole cluster's metrics. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: Partial<Asked>) => {
    if (message?.type !== ASK || typeof message.id !== 'number') return;
    const id = message.id;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id, text } satisfies Answered),
      (error: unknown) => worker.send({ type: ANSWER, id, error: String(error) } satisfies Answered),
    );
  });
}

/**
 * The metrics a scrape of this process answers with: the cluster's when this is a worker, else `registry`'s own.
 * In a worker, `registry` is what the primary gathers from it.
 */
export function metricsSource(registry: Registry): () => Promise<string> {
  if (!cluster.isWorker) return () => registry.metrics();
  AggregatorRegistry.setRegistries([registry]);
  // Constructed for its side effect: it answers the primary's requests for this worker's metrics.
  new AggregatorRegistry();
  let next = 0;
  const waiting = new Map<number, (answer: Answered) => void>();
  process.on('message', (message: Partial<Answered>) => {
    if (message?.type === ANSWER && typeof message.id === 'number')
      waiting.get(message.id)?.(message as Answered);
  });
  return () =>
    new Promise((resolve, reject) => {
      const id = next++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('the primary did not answer with the metrics'));
      }, ANSWER_WITHIN_MS);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (answer.text !== undefined) resolve(answer.text);
        else reject(new Error(answer.error ?? 'no metrics'));
      });
      process.send?.({ type: ASK, id } satisfies Asked);
    });
}
