import { exportEventConfig, findEvent, readEventState } from '@/contract/event-sync';
import { ApiError } from '@/web/lib/api-client';
import { sessionHubTransport as hub } from '@/web/lib/hub-transport';

/** The event's configuration file, downloaded as `<code>.event.json` (loaded on the first click). */
export async function downloadEventConfig(eventCode: string): Promise<void> {
  const event = await findEvent(hub, eventCode);
  if (!event) throw new ApiError(404, { error: 'not_found', message: 'Evento não encontrado.' });
  const config = exportEventConfig(await readEventState(hub, event));
  const blob = new Blob([`${JSON.stringify(config, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${event.code}.event.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
