import { useState } from 'react';
import { Button } from '@storefront/shared-kernel';

/** Copies `text` to the clipboard and says it did ('Copied'), or that the browser would not. */
export function CopyButton({ text, label = 'Copy link' }: { text: string; label?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button variant="secondary" size="small" onClick={() => void copy()}>
        {label}
      </Button>
      <span role="status">
        {state === 'copied' ? 'Copied.' : state === 'failed' ? 'Copying failed: select the link and copy it.' : ''}
      </span>
    </>
  );
}
