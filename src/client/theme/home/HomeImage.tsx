import { withBase } from '../../../shared/routes';
import type { FeatureIcon, HeroImage } from '../../../shared/types';

type Image = Exclude<HeroImage | FeatureIcon, string>;
interface ImageProps {
  alt?: string;
  width?: number;
  height?: number;
}

/**
 * A home page image written as `{ src }`, or as `{ light, dark }`: both are rendered and the
 * stylesheet shows the one of the current colour scheme, so the prerendered page is right in either.
 */
export function HomeImage({ image, base, size }: { image: string | Image; base: string; size: ImageProps }) {
  const own: ImageProps = typeof image === 'string' ? {} : image;
  const props = { alt: own.alt ?? size.alt ?? '', width: own.width ?? size.width, height: own.height ?? size.height };
  if (typeof image === 'string') return <img src={withBase(image, base)} {...props} />;
  if ('src' in image) return <img src={withBase(image.src, base)} {...props} />;
  return (
    <>
      <img className="rp-only-light" src={withBase(image.light, base)} {...props} />
      <img className="rp-only-dark" src={withBase(image.dark, base)} {...props} />
    </>
  );
}
