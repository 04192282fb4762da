import 'react';

declare module 'react' {
  /** A style may set the custom properties (`--page-duration`) that a component's CSS module reads. */
  interface CSSProperties {
    [variable: `--${string}`]: string | number | undefined;
  }
}
