import type { PipelinePort } from './pipeline-client';
import { createWorkerHost, type HostEvent } from './worker-host';

/** The worker's host run on this thread: for tests and benches, which have no Web Worker. */
export function createInProcessPort(): PipelinePort {
  const host = createWorkerHost();
  let listener: (event: HostEvent) => void = () => undefined;
  return {
    post: (request) => {
      void Promise.resolve().then(() => host.handle(request, (event) => listener(event)));
    },
    listen: (next) => {
      listener = next;
    },
    close: () => undefined,
  };
}
