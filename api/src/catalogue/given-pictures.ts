import type { ImageSource } from './image-source';
import { checkPicture, storePicture } from './picture-store';
import type { StoredImage } from './product-store';

/**
 * The pictures given with one import, each read once however many rows name it: checked only (a dry run,
 * the check before writing) or stored (resized, with its thumbnail). Rows then ask synchronously.
 */
export class GivenPictures {
  private readonly done = new Map<string, StoredImage | { reason: string }>();

  constructor(
    private readonly source: ImageSource | undefined,
    private readonly dataDir: string,
    private readonly mode: 'check' | 'store',
  ) {}

  /** Reads (and stores) every given picture of `names` not yet done. */
  async prepare(names: Iterable<string>): Promise<void> {
    for (const name of names) {
      const key = name.trim().toLowerCase();
      if (this.done.has(key) || !this.source?.has(name)) continue;
      const bytes = await this.source.read(name);
      if (!Buffer.isBuffer(bytes)) {
        this.done.set(key, bytes);
        continue;
      }
      if (this.mode === 'check') {
        const checked = await checkPicture(bytes);
        this.done.set(
          key,
          'reason' in checked
            ? checked
            : { fileName: name.trim(), filepath1: '', tfilepath1: '', sha256: checked.sha256 },
        );
      } else {
        const stored = await storePicture(this.dataDir, 'products', bytes);
        this.done.set(key, 'reason' in stored ? stored : { ...stored, fileName: name.trim() });
      }
    }
  }

  given = (name: string): boolean => this.source?.has(name) ?? false;

  refused = (name: string): string | undefined => {
    const done = this.done.get(name.trim().toLowerCase());
    return done && 'reason' in done ? done.reason : undefined;
  };

  /** The given pictures among `names`, by lower-case name, for the writer. */
  picturesOf(names: readonly string[]): Map<string, StoredImage> {
    const pictures = new Map<string, StoredImage>();
    for (const name of names) {
      const done = this.done.get(name.trim().toLowerCase());
      if (done && !('reason' in done)) pictures.set(name.trim().toLowerCase(), done);
    }
    return pictures;
  }
}
