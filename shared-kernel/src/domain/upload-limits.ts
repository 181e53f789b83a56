/**
 * Customer-service attachments (register-cs). A file's type is decided by its first bytes, and its name's
 * extension must be one of that type's (`types`); text and CSV have no first bytes to check, so they must
 * be UTF-8 text under a .txt or .csv name. `maxDailyBytes` is the server's default; its config may set
 * another (CS_UPLOAD_DAILY_MB), as it may `maxRequestBytes` (CS_UPLOAD_REQUEST_MB).
 */
export const CS_UPLOAD_LIMITS = {
  maxFiles: 5,
  maxFileBytes: 5 * 1024 * 1024,
  /** All the files of one message together. */
  maxRequestBytes: 20 * 1024 * 1024,
  /** What one account may store in any 24 hours. */
  maxDailyBytes: 50 * 1024 * 1024,
  types: {
    'application/pdf': ['.pdf'],
    'image/png': ['.png'],
    'image/jpeg': ['.jpg', '.jpeg'],
    'image/gif': ['.gif'],
    'image/webp': ['.webp'],
    'text/plain': ['.txt'],
    'text/csv': ['.csv'],
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  },
} as const;
