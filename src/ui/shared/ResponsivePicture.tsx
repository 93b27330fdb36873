import { pictureSources } from './pictureSources';

/** An operator image in its three sizes (pictureSources). */
export function ResponsivePicture({
  images,
  alt,
  width,
  height,
}: {
  images: readonly string[];
  alt: string;
  width: number;
  height: number;
}) {
  const { small, sources } = pictureSources(images);
  return (
    <picture>
      {sources.map(({ media, srcSet }) => (
        <source key={media} media={media} srcSet={srcSet} />
      ))}
      <img src={small} alt={alt} width={width} height={height} />
    </picture>
  );
}
