// A local HTTP server standing in for our callback route in tests: it keeps every request it receives.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCallback {
  method: string;
  path: string;
  body: unknown;
}

export async function startCallbackReceiver() {
  const received: ReceivedCallback[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        body: text ? JSON.parse(text) : undefined,
      });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    to: (path: string) => received.filter((callback) => callback.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
