import { useState } from 'react';
import { IconGift } from '@/shared/ui/icons';

type GiftPictureProps = {
  /** The image's address; null: the placeholder. */
  src: string | null;
  alt: string;
  /** Width and corners. */
  className?: string;
  /** The box's shape (`aspect-*` classes), whatever its width. */
  aspect?: string;
  /** A hairline inside the box, for pictures that stand on their own (not at the edge of a card). */
  outlined?: boolean;
  /** Load at once, not when scrolled near (a preview, checked as soon as it is chosen). */
  eager?: boolean;
  /** The image at `src` could not be loaded or decoded. */
  onFailed?: (src: string) => void;
};

/** A gift's picture in a box of fixed shape, cropped to fill it; a gift icon when there is none (or it fails to load). */
export function GiftPicture({
  src,
  alt,
  className = '',
  aspect = 'aspect-4/3',
  outlined = true,
  eager = false,
  onFailed,
}: GiftPictureProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src !== null && failed !== src;
  return (
    <div className={`relative shrink-0 overflow-hidden bg-basic-subtle ${aspect} ${className}`}>
      {shown ? (
        <img
          src={src}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => {
            setFailed(src);
            onFailed?.(src);
          }}
          className="size-full object-cover"
        />
      ) : (
        <div data-testid="gift-picture-placeholder" className="grid size-full place-items-center text-muted">
          <IconGift className="size-1/3 max-h-14 max-w-14" strokeWidth={1.5} />
        </div>
      )}
      {/* Drawn over the image, so a white picture does not melt into a white page. */}
      {outlined ? (
        <div className="pointer-events-none absolute inset-0 rounded-[inherit] ring-1 ring-basic-border ring-inset" aria-hidden="true" />
      ) : null}
    </div>
  );
}
