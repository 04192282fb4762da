/**
 * A British date format made on first use. The first `Intl.DateTimeFormat` of a page loads the
 * locale's data, about 25 ms of main thread on a fast desktop and over 300 ms on the phone
 * Lighthouse emulates; made at a module's top level, it ran before the first render of every page
 * that imports it, whether or not the page shows a date.
 */
export function britishFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => {
    made ??= new Intl.DateTimeFormat('en-GB', options);
    return made;
  };
}
