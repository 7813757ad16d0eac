import { useState, type ImgHTMLAttributes } from 'react';
import type { pictureSchema } from '@ikaze/domain';
import type { z } from 'zod';
import { cn } from '@/lib/cn';
import { assetPaths } from '@/lib/paths';

/** A stored picture ({url, srcset, width, height}), a bare URL, or nothing (the default picture stands in). */
export type PictureSource = z.infer<typeof pictureSchema> | string | null | undefined;

const DEFAULT_SIZE = { width: 800, height: 600 };

/**
 * An <img> that never shifts the layout and never loads more than it needs: width and height attributes
 * (the browser reserves the box), srcset over the stored widths with the `sizes` the layout gives it,
 * lazy loading and async decoding (unless `priority`, for the first picture of a page: loaded at once and decoded
 * with the paint that shows it, so a first view sent in the HTML paints it with its text, decision 0032). A
 * missing or broken picture falls back to the default picture (docs/product.md#pictures).
 */
export function Picture({
  source,
  alt,
  sizes,
  priority = false,
  className,
  fetchPriority,
  ...rest
}: {
  source: PictureSource;
  alt: string;
  /** How wide the picture is drawn, e.g. '(min-width: 640px) 33vw, 100vw'. */
  sizes: string;
  /** Load at once with high priority (the page's largest picture); everything else loads lazily. */
  priority?: boolean;
  /**
   * 'low' for small pictures shown beside the page's largest one (a gallery's thumbnails): the browser then
   * gives the line to the largest picture first, although these are on the screen too (decision 0032).
   */
  fetchPriority?: 'low';
  className?: string;
} & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt' | 'loading'>) {
  const [broken, setBroken] = useState<string | null>(null);
  const stored = typeof source === 'string' ? { url: source, srcset: '', ...DEFAULT_SIZE } : source;
  const usable = stored && stored.url && broken !== stored.url ? stored : null;
  const src = usable ? usable.url : assetPaths.defaultProperty();
  const width = usable?.width || DEFAULT_SIZE.width;
  const height = usable?.height || DEFAULT_SIZE.height;
  return (
    <img
      {...rest}
      src={src}
      srcSet={usable?.srcset || undefined}
      sizes={usable?.srcset ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : fetchPriority}
      onError={() => {
        if (usable) setBroken(usable.url);
      }}
      className={cn('bg-slate-200 object-cover', className)}
    />
  );
}
