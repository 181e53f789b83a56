import { CS_UPLOAD_LIMITS } from './upload-limits';

// The words of the contact form's attachment limits, the same whether the page checks a file as it is
// picked or the server refuses it on arrival (docs/product.md §9.2).

const MB = 1024 * 1024;

/** How each allowed type is named to the buyer, in CS_UPLOAD_LIMITS.types order. */
const TYPE_NAMES: Record<keyof typeof CS_UPLOAD_LIMITS.types, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
  'text/plain': 'TXT',
  'text/csv': 'CSV',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
};

const names = Object.values(TYPE_NAMES);

/**
 * The limits as the form shows them before any upload, from the kernel's defaults ('Up to 5 files, 5 MB
 * each and 20 MB in all: PDF, ... or DOCX.'). A server configured with another request limit
 * (CS_UPLOAD_REQUEST_MB) refuses by its own, naming it (csUploadMessages.requestTooLarge).
 */
export const CS_UPLOAD_LIMITS_TEXT =
  `Up to ${CS_UPLOAD_LIMITS.maxFiles} files, ${CS_UPLOAD_LIMITS.maxFileBytes / MB} MB each and ` +
  `${CS_UPLOAD_LIMITS.maxRequestBytes / MB} MB in all: ${names.slice(0, -1).join(', ')} or ${names.at(-1)}.`;

/** Why a file or a message's files are refused. */
export const csUploadMessages = {
  typeNotAllowed: (name: string) => `${name}: only PDF, image, text, CSV, Excel and Word files can be attached.`,
  empty: (name: string) => `${name} is empty.`,
  fileTooLarge: (name: string, maxFileBytes: number = CS_UPLOAD_LIMITS.maxFileBytes) =>
    `${name} is larger than ${maxFileBytes / MB} MB.`,
  tooManyFiles: (maxFiles: number = CS_UPLOAD_LIMITS.maxFiles) => `Up to ${maxFiles} files can be attached.`,
  requestTooLarge: (maxRequestBytes: number = CS_UPLOAD_LIMITS.maxRequestBytes) =>
    `The files of one message can be at most ${maxRequestBytes / MB} MB together.`,
  /** A pick names the file it leaves out, where the server's refusal of a whole message cannot. */
  notAddedTooMany: (name: string) => `You can attach up to ${CS_UPLOAD_LIMITS.maxFiles} files; ${name} was not added.`,
  notAddedTooLarge: (name: string) =>
    `The files of one message can be at most ${CS_UPLOAD_LIMITS.maxRequestBytes / MB} MB together; ${name} was not added.`,
};

/** A file's size as the form lists it and the rep's mail names it: '1.5 MB', or whole KB (at least 1). */
export const formatFileSize = (bytes: number): string =>
  bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
