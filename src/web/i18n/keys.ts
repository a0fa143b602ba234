import type { CoreKey } from './core';
import type { dateInput } from './features/date-input';
import type { salespeople } from './features/salespeople';
import type { hubAbout } from './features/hub-about';
import type { errors } from './features/errors';
import type { EVENT_FEATURES, LazyEventFeatures } from './event-messages';

/** The feature catalogues `addMessages` takes. */
export type Features =
  | (typeof EVENT_FEATURES)[number]
  | LazyEventFeatures
  | typeof errors
  | typeof dateInput
  | typeof salespeople
  | typeof hubAbout;

/** Every label's key: the core's and every feature's (pt-BR is the keys' source). */
export type MessageKey = CoreKey | keyof UnionToIntersection<Features['pt-BR']>;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (
  x: infer I,
) => void
  ? I
  : never;
