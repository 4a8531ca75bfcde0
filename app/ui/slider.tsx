import { useEffect, useState } from 'react'
import { fill, useTexts } from '~/utils/language/texts'
import { useHydrated } from './use-hydrated'

export const SLIDE_MS = 5000

/**
 * The landing variant's full-screen background slider (docs/rules/identity.md#screens):
 * advances every 5 s and wraps, with clickable dots and a pause control; it does not move by
 * itself under prefers-reduced-motion. Without JavaScript the first image simply stays. Its texts
 * come with the sign-in page's (signInScreen).
 */
export function Slider({ images }: { images: { id: number; src: string; description: string }[] }) {
  const screen = useTexts('signInScreen')
  const hydrated = useHydrated()
  const [current, setCurrent] = useState(0)
  const [paused, setPaused] = useState(false)

  useEffect(() => {
    if (paused || images.length < 2 || matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const timer = setInterval(() => setCurrent((c) => (c + 1) % images.length), SLIDE_MS)
    return () => clearInterval(timer)
  }, [paused, images.length])

  return (
    <section className="slider" aria-roledescription={screen.slider} aria-label={screen.sliderLabel}>
      {images.map((image, i) => (
        <img
          key={image.id}
          src={image.src}
          alt={image.description}
          className={i === current ? 'slider__slide slider__slide--current' : 'slider__slide'}
          aria-hidden={i === current ? undefined : true}
        />
      ))}
      {hydrated && images.length > 1 ? (
        <div className="slider__controls">
          <button type="button" className="slider__pause" aria-pressed={paused} onClick={() => setPaused(!paused)}>
            {screen.pauseSlideshow}
          </button>
          {images.map((image, i) => (
            <button
              key={image.id}
              type="button"
              className="slider__dot"
              aria-label={fill(screen.showImage, { n: i + 1, count: images.length })}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setCurrent(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  )
}
