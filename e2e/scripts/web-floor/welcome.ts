/**
 * The floor of bench:web's public page: the welcome page's heading and lead paragraph, rendered
 * with Preact as the app renders its pages, so that it pays what any client-rendered page pays
 * (the HTML, one script, its evaluation, a render) and nothing of the app's.
 */
import { h, render } from 'preact';

render(
  h(
    'section',
    null,
    h('h1', null, `${__FLOOR_HERO__.title} `, h('em', null, __FLOOR_HERO__.emphasis)),
    h('p', null, __FLOOR_HERO__.lead),
  ),
  document.getElementById('root') as HTMLElement,
);
