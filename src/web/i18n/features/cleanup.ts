import { defineMessages } from '../define';

export const cleanup = defineMessages({}, {});
