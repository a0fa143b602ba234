import type { HubApp } from '../app';
import type { HubServices } from '../context';

export function registerRetention(_app: HubApp, _services: HubServices) {}
