// A local HTTP server that speaks a provider's documented API in a test (MyFatoorah, Tabby, Aramex): the adapter
// under test calls it at `url` as it would call the provider. Each fake answers in `handle`.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export abstract class LocalProviderServer {
  private server: Server | undefined;
  url = '';

  // What it resolves with is not used (a fake may return its res.end()).
  protected abstract handle(req: IncomingMessage, res: ServerResponse): Promise<unknown>;

  async start() {
    const server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async stop() {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
