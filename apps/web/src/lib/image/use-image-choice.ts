import { useCallback, useRef, useState } from 'react';
import { browserCodec } from './browser-codec';
import { prepareImage, type TImageErrorCode, type TPreparedImage } from './prepare-image';

export type TImageChoice =
  | { state: 'none' }
  | { state: 'processing'; file: File }
  | { state: 'ready'; file: File; image: Extract<TPreparedImage, { ok: true }> }
  | { state: 'error'; code: TImageErrorCode };

/** The optional photo of a form: checked and resized as soon as it is chosen (docs/product.md: Field rules Images). */
export function useImageChoice() {
  const [choice, setChoice] = useState<TImageChoice>({ state: 'none' });
  // Only the last file chosen counts, even if an earlier one finishes later.
  const latest = useRef(0);

  const choose = useCallback(async (file: File | null) => {
    latest.current += 1;
    const ticket = latest.current;
    if (!file) {
      setChoice({ state: 'none' });
      return;
    }
    setChoice({ state: 'processing', file });
    let prepared: TPreparedImage;
    try {
      prepared = await prepareImage(file, browserCodec);
    } catch {
      prepared = { ok: false, code: 'file_size' };
    }
    if (ticket !== latest.current) return;
    setChoice(
      prepared.ok
        ? { state: 'ready', file, image: prepared }
        : { state: 'error', code: prepared.code },
    );
  }, []);

  /** The server refused the photo (413, 415): shown like a local refusal. */
  const refuse = useCallback((code: TImageErrorCode) => {
    latest.current += 1;
    setChoice({ state: 'error', code });
  }, []);

  return { choice, choose, refuse };
}
