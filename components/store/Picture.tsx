import { getImageProps } from 'next/image';

/**
 * A resized, lazy image with no client JavaScript: next/image's optimiser picks the size, a plain <img> shows it.
 * `priority` marks the page's main image (loaded eagerly, fetched first) for a fast largest paint.
 */
export function Picture({ src, alt, width, height, sizes, priority, className }: {
  src: string; alt: string; width: number; height: number; sizes: string; priority?: boolean; className?: string;
}) {
  const { props } = getImageProps({ src, alt, width, height, sizes, quality: 75, priority, loading: priority ? 'eager' : 'lazy' });
  return <img {...props} alt={alt} className={className} fetchPriority={priority ? 'high' : undefined} />;
}
