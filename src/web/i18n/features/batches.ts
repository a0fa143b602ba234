import { defineMessages } from '../define';

export const batches = defineMessages({}, {});
