import { defineMessages } from '../define';

export const retention = defineMessages({}, {});
