import { FILE_TYPES } from './files.ts';

/** Chat sends images only (spec 000 §5): the type map's image extensions. */
export const CHAT_IMAGE_EXTENSIONS: readonly string[] = FILE_TYPES.image;

export const isImageExtension = (extension: string): boolean => CHAT_IMAGE_EXTENSIONS.includes(extension.toLowerCase());
