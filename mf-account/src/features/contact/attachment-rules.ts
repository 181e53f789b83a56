/**
 * The server's limits for customer-service attachments (CS_UPLOAD_LIMITS of the register-cs contract,
 * repeated here because contract values carry zod, which never ships to the browser; a test keeps
 * the two equal). They are shown before upload and checked on selection.
 */
export const ATTACHMENT_LIMITS = {
  maxFiles: 5,
  maxFileBytes: 5 * 1024 * 1024,
  types: ['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'text/plain', 'text/csv'],
} as const;

export const LIMITS_TEXT = 'Up to 5 files, 5 MB each: PDF, PNG, JPEG, GIF, WebP, TXT or CSV.';

/** Some systems give no type (or a vague one) for these; the name's extension decides then. */
const TYPE_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  txt: 'text/plain',
  csv: 'text/csv',
};

const ALLOWED = new Set<string>(ATTACHMENT_LIMITS.types);

/** The file's type as the server will accept it, or null when it is not an allowed kind. */
export function allowedTypeOf(file: File): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  // Text has no content the server can check, so its name must say it is text (the server's rule).
  if (file.type.startsWith('text/') && extension !== 'txt' && extension !== 'csv') return null;
  if (ALLOWED.has(file.type)) return file.type;
  const byName = TYPE_BY_EXTENSION[extension];
  // A vague type (none, octet-stream, Excel's CSV type) is settled by the extension.
  const isVague =
    file.type === '' || file.type === 'application/octet-stream' || file.type === 'application/vnd.ms-excel';
  return byName && isVague ? byName : null;
}

export interface AttachmentCheck {
  accepted: File[];
  errors: string[];
}

/**
 * Adds `picked` to `current` within the limits. Each accepted file carries the type the server
 * expects (the browser sends a file's own type in the upload).
 */
export function addAttachments(current: readonly File[], picked: readonly File[]): AttachmentCheck {
  const accepted = [...current];
  const errors: string[] = [];
  for (const file of picked) {
    const type = allowedTypeOf(file);
    if (!type) {
      errors.push(`${file.name}: only PDF, image, text and CSV files can be attached.`);
    } else if (file.size > ATTACHMENT_LIMITS.maxFileBytes) {
      errors.push(`${file.name} is larger than 5 MB.`);
    } else if (file.size === 0) {
      errors.push(`${file.name} is empty.`);
    } else if (accepted.length >= ATTACHMENT_LIMITS.maxFiles) {
      errors.push(`You can attach up to ${ATTACHMENT_LIMITS.maxFiles} files; ${file.name} was not added.`);
    } else {
      accepted.push(type === file.type ? file : new File([file], file.name, { type, lastModified: file.lastModified }));
    }
  }
  return { accepted, errors };
}

export const formatSize = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
