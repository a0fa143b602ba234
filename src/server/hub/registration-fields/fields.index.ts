import type { HubApp } from '../app';
import type { HubServices } from '../context';

export function registerFields(_app: HubApp, _services: HubServices) {}
