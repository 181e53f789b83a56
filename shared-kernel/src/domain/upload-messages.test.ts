import { CS_UPLOAD_LIMITS } from './upload-limits';
import { CS_UPLOAD_LIMITS_TEXT, csUploadMessages, formatFileSize } from './upload-messages';

describe('attachment words', () => {
  it('states the limits from CS_UPLOAD_LIMITS, naming every allowed type', () => {
    expect(CS_UPLOAD_LIMITS_TEXT).toBe(
      'Up to 5 files, 5 MB each and 20 MB in all: PDF, PNG, JPEG, GIF, WebP, TXT, CSV, XLSX or DOCX.',
    );
    expect(CS_UPLOAD_LIMITS.maxFiles).toBe(5);
  });

  it('refuses with the limits given, the defaults otherwise', () => {
    expect(csUploadMessages.fileTooLarge('a.pdf')).toBe('a.pdf is larger than 5 MB.');
    expect(csUploadMessages.requestTooLarge(30 * 1024 * 1024)).toBe(
      'The files of one message can be at most 30 MB together.',
    );
    expect(csUploadMessages.tooManyFiles()).toBe('Up to 5 files can be attached.');
    expect(csUploadMessages.empty('b.txt')).toBe('b.txt is empty.');
    expect(csUploadMessages.typeNotAllowed('c.exe')).toBe(
      'c.exe: only PDF, image, text, CSV, Excel and Word files can be attached.',
    );
  });

  it('sizes files in whole KB (at least 1) below a MB, in tenths of a MB above', () => {
    expect([0, 100, 1536, 1024 * 1024, 1.55 * 1024 * 1024].map(formatFileSize)).toEqual([
      '1 KB',
      '1 KB',
      '2 KB',
      '1.0 MB',
      '1.6 MB',
    ]);
  });
});
