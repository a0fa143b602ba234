import { defineMessages } from '../define';

export const review = defineMessages({}, {});
