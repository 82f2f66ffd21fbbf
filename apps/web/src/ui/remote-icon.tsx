import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * Icon loader (docs/product.md: Screens, API): icons are plain files fetched by GET on their path; the
 * browser's HTTP cache keeps them. A broken icon falls back to a neutral glyph.
 */
export function RemoteIcon(props: { src: string | null | undefined; alt: string; size?: number }) {
  const size = props.size ?? 32;
  const [failed, setFailed] = useState(false);
  if (!props.src || failed) {
    return <IconPhoto size={size} stroke={1.5} aria-label={props.alt || undefined} />;
  }
  return (
    <img
      src={props.src}
      alt={props.alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      style={{ objectFit: 'contain' }}
    />
  );
}
