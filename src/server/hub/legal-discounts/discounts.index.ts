import type { HubApp } from '../app';
import type { HubServices } from '../context';

export function registerDiscounts(_app: HubApp, _services: HubServices) {}
