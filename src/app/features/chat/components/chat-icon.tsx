import { LineIcon } from '../../../ui/line-icon.tsx';

/** A speech bubble. */
export function ChatIcon({ size = 18 }: { size?: number }) {
  return <LineIcon size={size} d="M21 12a8 8 0 01-11.6 7.1L4 20l1-4.4A8 8 0 1121 12z" />;
}
