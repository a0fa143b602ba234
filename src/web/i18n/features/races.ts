import { defineMessages } from '../define';

export const races = defineMessages({}, {});
