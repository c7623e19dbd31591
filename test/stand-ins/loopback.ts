/**
 * What every stand-in server shares: listening on 127.0.0.1 (`port` 0 takes a
 * free one), closing with its open connections, and reading a request's body.
 */
import type { IncomingMessage, Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface LoopbackServer {
  /** http://127.0.0.1:{port}: the base URL the code under test is given. */
  origin: string;
  close(): Promise<void>;
}

export async function listenOnLoopback(server: Server, port = 0): Promise<LoopbackServer> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A request's whole body, as bytes. */
export async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
