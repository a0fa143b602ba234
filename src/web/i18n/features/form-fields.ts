import { defineMessages } from '../define';

export const formFields = defineMessages({}, {});
