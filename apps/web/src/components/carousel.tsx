import { Children, useEffect, useRef, useState, type ReactNode } from 'react';
import './carousel.css';

interface CarouselProps {
  children: ReactNode;
  /** Moves to the next slide this often (ms); after the last it goes back to the first. */
  autoplayMs: number;
  /** Width of a slide as a percentage of the track (86: the neighbours peek in at both sides). */
  slideSizePercent?: number;
  /** Dots under the slides. */
  showIndicator?: boolean;
  className?: string;
}

/**
 * A swipeable row of slides with autoplay, on the browser's own scroll snapping: the finger moves
 * it natively, no gesture or animation library loads with the home page (antd-mobile's Swiper
 * brings about 25 KB gzipped of them, decision 0015). Autoplay pauses while a finger or pointer is
 * on it, while the tab is hidden, and when the member prefers reduced motion.
 */
export function Carousel({
  children,
  autoplayMs,
  slideSizePercent = 100,
  showIndicator = true,
  className,
}: CarouselProps) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const held = useRef(false);
  const slides = Children.toArray(children);
  const count = slides.length;

  // The slide whose centre is nearest the track's centre.
  const onScroll = () => {
    const element = track.current;
    const first = element?.firstElementChild as HTMLElement | null | undefined;
    if (!element || !first) return;
    const index = Math.round(element.scrollLeft / first.offsetWidth);
    setCurrent(Math.min(Math.max(index, 0), count - 1));
  };

  useEffect(() => {
    if (count < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => {
      const element = track.current;
      if (!element || held.current || document.hidden) return;
      const first = element.firstElementChild as HTMLElement | null;
      if (!first) return;
      // Slide i is centred at scrollLeft = i × slide width (the track's side padding centres the first).
      const index = Math.round(element.scrollLeft / first.offsetWidth);
      element.scrollTo({ left: ((index + 1) % count) * first.offsetWidth, behavior: 'smooth' });
    }, autoplayMs);
    return () => window.clearInterval(timer);
  }, [autoplayMs, count]);

  const hold = () => {
    held.current = true;
  };
  const release = () => {
    held.current = false;
  };

  return (
    <div className={className ? `carousel ${className}` : 'carousel'}>
      <div
        ref={track}
        className="carousel__track"
        style={{ paddingInline: `${(100 - slideSizePercent) / 2}%` }}
        onScroll={onScroll}
        onPointerDown={hold}
        onPointerUp={release}
        onPointerCancel={release}
        onTouchStart={hold}
        onTouchEnd={release}
      >
        {slides.map((slide, index) => (
          <div
            // The slides are the caller's list, in its order.
            key={index}
            className="carousel__slide"
            style={{ flexBasis: `${slideSizePercent}%` }}
            aria-hidden={index === current ? undefined : true}
          >
            {slide}
          </div>
        ))}
      </div>
      {showIndicator && count > 1 ? (
        <div className="carousel__indicator" aria-hidden="true">
          {slides.map((_, index) => (
            <span key={index} className={index === current ? 'carousel__dot carousel__dot--active' : 'carousel__dot'} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
