import { LineIcon as Icon } from '../line-icon.tsx';

/* Line icons for the upload rows. */
export const PauseIcon = () => <Icon d="M9 5v14M15 5v14" />;
export const ResumeIcon = () => <Icon d="M7 4l12 8-12 8z" />;
export const CancelIcon = () => <Icon d="M6 6l12 12M18 6L6 18" />;
export const UploadIcon = () => <Icon size={36} d="M12 16V4M7 9l5-5 5 5M4 16v4h16v-4" />;
