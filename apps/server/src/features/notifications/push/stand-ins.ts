/**
 * The local push stand-ins, started on 127.0.0.1 (ephemeral ports) when PUSH_STAND_INS is on:
 * one HTTP server for the Web Push service (/push/{id}) and FCM (/fcm/…), one HTTP/2 server
 * for APNs. Tests and the e2e read what they received (routes.ts serves that under /api/dev).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startLocalApns } from './local-apns';
import { createLocalFcm } from './local-fcm';
import { createLocalWebPushService } from './local-web-push-service';

export type TPushStandIns = Awaited<ReturnType<typeof startPushStandIns>>;

export async function startPushStandIns() {
  const webPush = createLocalWebPushService();
  const fcm = createLocalFcm();
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const push = /^\/push\/([\w-]+)$/.exec(path);
    const handled = push
      ? webPush.handle(request, response, push[1]!)
      : path.startsWith('/fcm/')
        ? fcm.handle(request, response, path.slice('/fcm'.length))
        : Promise.resolve(void response.writeHead(404).end());
    handled.catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  webPush.setBase(`${origin}/push/`);
  fcm.setBase(`${origin}/fcm`);
  const apns = await startLocalApns();

  return {
    webPush,
    fcm,
    apns,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await apns.close();
    },
  };
}
