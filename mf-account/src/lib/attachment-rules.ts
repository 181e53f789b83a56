import { CS_UPLOAD_LIMITS, csUploadMessages } from '@storefront/shared-kernel';

// The server's limits and words (the kernel's CS_UPLOAD_LIMITS and csUploadMessages) are checked on
// selection; the server reads each file's first bytes as well, which a pick cannot.

type AllowedType = keyof typeof CS_UPLOAD_LIMITS.types;

/** Each allowed extension with the type the server will read a file of that name as. */
const TYPE_BY_EXTENSION = new Map<string, AllowedType>(
  (Object.entries(CS_UPLOAD_LIMITS.types) as [AllowedType, readonly string[]][]).flatMap(([type, extensions]) =>
    extensions.map((extension): [string, AllowedType] => [extension, type]),
  ),
);

/** The file picker's accept list: the extensions and their types. */
export const ACCEPT = [...TYPE_BY_EXTENSION.keys(), ...Object.keys(CS_UPLOAD_LIMITS.types)].join(',');

/** Types that say nothing about a file (none, octet-stream, Windows' types for CSV and ZIP): the name decides. */
const VAGUE_TYPES = new Set([
  '',
  'application/octet-stream',
  'application/vnd.ms-excel',
  'application/zip',
  'application/x-zip-compressed',
]);
const isTextType = (type: string) => type === 'text/plain' || type === 'text/csv';

/**
 * The type the server will take the file as, or null when it would refuse it: the name's extension
 * must be an allowed one, and a specific type the system gave the file must agree with it (text under
 * either text name is text).
 */
export function allowedTypeOf(file: File): AllowedType | null {
  const dot = file.name.lastIndexOf('.');
  const type = dot > 0 ? TYPE_BY_EXTENSION.get(file.name.slice(dot).toLowerCase()) : undefined;
  if (!type) return null;
  const agrees = file.type === type || VAGUE_TYPES.has(file.type) || (isTextType(type) && isTextType(file.type));
  return agrees ? type : null;
}

export interface AttachmentCheck {
  accepted: File[];
  errors: string[];
}

/**
 * Adds `picked` to `current` within the limits, naming each file refused with the server's words. Each
 * accepted file carries the type the server expects (the browser sends a file's own type in the upload).
 */
export function addAttachments(current: readonly File[], picked: readonly File[]): AttachmentCheck {
  const accepted = [...current];
  const errors: string[] = [];
  const { maxFiles, maxFileBytes, maxRequestBytes } = CS_UPLOAD_LIMITS;
  for (const file of picked) {
    const type = allowedTypeOf(file);
    const total = accepted.reduce((sum, f) => sum + f.size, 0) + file.size;
    if (!type) errors.push(csUploadMessages.typeNotAllowed(file.name));
    else if (file.size > maxFileBytes) errors.push(csUploadMessages.fileTooLarge(file.name));
    else if (file.size === 0) errors.push(csUploadMessages.empty(file.name));
    else if (accepted.length >= maxFiles) errors.push(csUploadMessages.notAddedTooMany(file.name));
    else if (total > maxRequestBytes) errors.push(csUploadMessages.notAddedTooLarge(file.name));
    else
      accepted.push(type === file.type ? file : new File([file], file.name, { type, lastModified: file.lastModified }));
  }
  return { accepted, errors };
}
