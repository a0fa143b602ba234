import { defineMessages } from '../define';

export const discounts = defineMessages({}, {});
