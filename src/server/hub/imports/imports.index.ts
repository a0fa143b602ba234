import type { HubApp } from '../app';
import type { HubServices } from '../context';

export function registerImports(_app: HubApp, _services: HubServices) {}
