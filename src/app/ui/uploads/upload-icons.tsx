/** Line icons for the upload rows, drawn inline like the shell's (no icon package). */
function Icon({ d, size = 16 }: { d: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
export const PauseIcon = () => <Icon d="M9 5v14M15 5v14" />;
export const ResumeIcon = () => <Icon d="M7 4l12 8-12 8z" />;
export const CancelIcon = () => <Icon d="M6 6l12 12M18 6L6 18" />;
export const UploadIcon = () => <Icon size={36} d="M12 16V4M7 9l5-5 5 5M4 16v4h16v-4" />;
