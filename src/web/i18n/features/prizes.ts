import { defineMessages } from '../define';

export const prizes = defineMessages({}, {});
