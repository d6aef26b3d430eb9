import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState } from 'react';
import type { TImage } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { S } from '../../strings-services.ts';

/** A horizontal swipe shorter than this (px) is a tap or a scroll, not a slide change. */
const SWIPE_MIN_PX = 40;

type ImageSliderProps = {
  images: TImage[];
  /** The bundled default picture (SPEC) shown when there is no image. */
  fallback: string;
  /** What the pictures show, e.g. the service title. */
  label: string;
};

/** Arrows, dots, keyboard (←/→ when focused) and swipe; the default picture when there is none. */
export const ImageSlider = ({ images, fallback, label }: ImageSliderProps) => {
  const [index, setIndex] = useState(0);
  const touchStart = useRef<number | undefined>(undefined);
  const count = images.length;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);

  if (count === 0) {
    return (
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-slate-100 shadow-sm">
        <img src={fallback} alt={label} className="aspect-[4/3] w-full object-cover" />
      </div>
    );
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={count > 1 ? 0 : undefined}
      onKeyDown={(event) => {
        if (count < 2) return;
        if (event.key === 'ArrowLeft') {
          event.preventDefault();
          go(-1);
        } else if (event.key === 'ArrowRight') {
          event.preventDefault();
          go(1);
        }
      }}
      onTouchStart={(event) => {
        touchStart.current = event.touches[0]?.clientX;
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const end = event.changedTouches[0]?.clientX;
        touchStart.current = undefined;
        if (count > 1 && start !== undefined && end !== undefined) {
          if (Math.abs(end - start) >= SWIPE_MIN_PX) go(end < start ? 1 : -1);
        }
      }}
      className="group relative overflow-hidden rounded-xl border border-slate-200 bg-slate-100 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
    >
      <div
        className="flex transition-transform duration-300 ease-out motion-reduce:transition-none"
        style={{ transform: `translateX(-${index * 100}%)` }}
      >
        {images.map((image, slide) => (
          <div
            key={image.id}
            role="group"
            aria-roledescription="slide"
            aria-label={S.services.slideOf(slide + 1, count)}
            aria-hidden={slide !== index}
            className="w-full shrink-0"
          >
            <img
              src={image.url}
              alt={slide === index ? label : ''}
              draggable={false}
              // The whole picture, never cropped: a portrait shot sits on the grey backdrop.
              className="aspect-[4/3] w-full object-contain"
            />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label={S.services.previousImage}
            className="absolute top-1/2 left-3 flex size-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-white/90 text-slate-800 shadow transition-colors duration-300 hover:bg-white focus-visible:outline-2 focus-visible:outline-violet-700"
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            aria-label={S.services.nextImage}
            className="absolute top-1/2 right-3 flex size-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-white/90 text-slate-800 shadow transition-colors duration-300 hover:bg-white focus-visible:outline-2 focus-visible:outline-violet-700"
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
          <div className="absolute inset-x-0 bottom-3 flex justify-center">
            <div className="flex gap-1 rounded-full bg-slate-900/30 px-1.5 py-1">
              {images.map((image, dot) => (
                <button
                  key={image.id}
                  type="button"
                  onClick={() => setIndex(dot)}
                  aria-label={S.services.showImage(dot + 1)}
                  aria-current={dot === index ? 'true' : undefined}
                  className="flex size-5 cursor-pointer items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
                >
                  <span
                    className={cn(
                      'size-2 rounded-full transition-colors duration-300',
                      dot === index ? 'bg-white' : 'bg-white/50',
                    )}
                  />
                </button>
              ))}
            </div>
          </div>
        </>
      ) : null}
    </section>
  );
};
