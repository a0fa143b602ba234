import { Icon, type IconProps } from '@/web/components/icons';

export const GripIcon = (p: IconProps) => (
  <Icon size={16} {...p}>
    <circle cx="9" cy="6" r="1" fill="currentColor" />
    <circle cx="15" cy="6" r="1" fill="currentColor" />
    <circle cx="9" cy="12" r="1" fill="currentColor" />
    <circle cx="15" cy="12" r="1" fill="currentColor" />
    <circle cx="9" cy="18" r="1" fill="currentColor" />
    <circle cx="15" cy="18" r="1" fill="currentColor" />
  </Icon>
);
export const UpIcon = (p: IconProps) => (
  <Icon size={16} {...p}>
    <path d="M6 15l6-6 6 6" />
  </Icon>
);
export const DownIcon = (p: IconProps) => (
  <Icon size={16} {...p}>
    <path d="M6 9l6 6 6-6" />
  </Icon>
);
export const EditIcon = (p: IconProps) => (
  <Icon size={16} {...p}>
    <path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />
  </Icon>
);
