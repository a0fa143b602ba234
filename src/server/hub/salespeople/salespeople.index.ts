import type { HubApp } from '../app';
import type { HubServices } from '../context';

export function registerSalespeople(_app: HubApp, _services: HubServices) {}
