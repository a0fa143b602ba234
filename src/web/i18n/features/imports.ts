import { defineMessages } from '../define';

export const imports = defineMessages({}, {});
