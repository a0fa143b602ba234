import { Icon, type IconProps } from '@/web/components/icons';

export const TrashIcon = (p: IconProps) => (
  <Icon size={16} {...p}>
    <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14" />
  </Icon>
);
export const PlusIcon = (p: IconProps) => (
  <Icon size={16} {...p}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);
