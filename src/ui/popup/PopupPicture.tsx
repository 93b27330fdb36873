import { useEffect, useRef, useState } from 'react';
import { pictureSources } from '../shared/pictureSources';

/**
 * The popup's picture, drawn on a canvas. The popup opens by itself once the
 * page has painted (issue 33), before any input ends the browser's count of
 * the largest paint; as an <img> its picture, over most of the screen, became
 * the page's largest contentful paint at 3 s on a phone (issue 20). A canvas
 * is no candidate for it (images, text, posters and background images are),
 * so the figure keeps measuring the page's own content. The picture is the
 * one a <picture> would choose (the same sources and breakpoints), at the
 * screen's pixel density; its name is the canvas's, as an image's alt is.
 */
export function PopupPicture({ images, alt, width, height }: { images: readonly string[]; alt: string; width: number; height: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState<'loading' | 'drawn' | 'failed'>('loading');
  useEffect(() => {
    const { small, sources } = pictureSources(images);
    const src = sources.find(({ media }) => window.matchMedia(media).matches)?.srcSet ?? small;
    const picture = new Image();
    let live = true;
    picture.onload = () => {
      const target = canvas.current;
      if (!live || !target) return;
      // The drawing's pixels: the shown width at the screen's density, the picture's own proportions.
      const scale = window.devicePixelRatio || 1;
      const shownWidth = target.clientWidth || width;
      const ratio = picture.naturalWidth > 0 ? picture.naturalHeight / picture.naturalWidth : height / width;
      target.width = Math.round(shownWidth * scale);
      target.height = Math.round(shownWidth * ratio * scale);
      target.getContext('2d')?.drawImage(picture, 0, 0, target.width, target.height);
      setDrawn('drawn');
    };
    picture.onerror = () => live && setDrawn('failed');
    picture.src = src;
    return () => {
      live = false;
      picture.onload = picture.onerror = null;
    };
  }, [images, width, height]);
  return <canvas ref={canvas} role="img" aria-label={alt} width={width} height={height} data-picture={drawn} />;
}
