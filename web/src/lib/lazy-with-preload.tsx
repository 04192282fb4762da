import { type ComponentType, lazy } from 'react';

/** A lazily loaded component that can be loaded ahead of its first render. */
export type PreloadableComponent<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * Like React.lazy, with a `preload()` that starts loading the chunk. Once loaded, the component
 * renders at once, without suspending, so that a screen that preloaded it shows it in the same render.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = undefined; // a later render may try again
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
