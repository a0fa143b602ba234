import type { HubServices } from './context';

/** Extensions are not registered on a spec-only hub: they answer 404 like any unknown path. */
export const extensionsEnabled = (services: HubServices): boolean => !services.settings.specOnly;
