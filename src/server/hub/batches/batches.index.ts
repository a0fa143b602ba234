import type { HubApp } from '../app';
import type { HubServices } from '../context';

export function registerBatches(_app: HubApp, _services: HubServices) {}
