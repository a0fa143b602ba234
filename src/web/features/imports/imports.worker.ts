import { createWorkerHost, type HostRequest } from './worker-host';

const host = createWorkerHost();

self.onmessage = (event: MessageEvent<HostRequest>) =>
  void host.handle(event.data, (message, transfer) =>
    self.postMessage(message, { transfer: transfer ?? [] }),
  );
