export { Tooltip } from '@mantine/core';
