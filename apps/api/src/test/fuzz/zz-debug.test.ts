import fc from 'fast-check';
import { it } from 'vitest';
import { createTestContext } from '../harness.ts';
import { describeRequest, requestFor } from './arbitraries.ts';
import { readOperations } from './operations.ts';
it('samples', async () => {
  const ctx = await createTestContext();
  const ops = readOperations(ctx.app);
  for (const key of ['GET /api/hosts', 'POST /api/register', 'GET /api/bookings']) {
    const op = ops.find((o) => `${o.method} ${o.path}` === key)!;
    for (const r of fc.sample(requestFor(op), { numRuns: 15, seed: 5 }))
      console.log(describeRequest(r).slice(0, 200));
  }
  await ctx.close();
});
