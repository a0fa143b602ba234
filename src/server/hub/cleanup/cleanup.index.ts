import type { HubApp } from '../app';
import type { HubServices } from '../context';

export function registerCleanup(_app: HubApp, _services: HubServices) {}
