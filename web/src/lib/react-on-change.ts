import { options, type VNode } from 'preact';
// Its vnode hook first: this one works on the props it has made.
import 'preact/compat';

/**
 * React's `onChange` on a text field, a text area, a slider or a date and time field runs on every
 * edit, whichever of the `input` and `change` events brings it. preact/compat makes it an `input`
 * listener alone, so a `change` with no `input` before it was lost: a password manager's or a
 * browser extension's fill, or Testing Library's `fireEvent.change`. This listens to both, and takes a
 * `change` only when the value moved since the handler last saw it, as React's value tracking does:
 * a typed edit runs the handler once, not again when the field loses the focus.
 *
 * Imported for its effect by the app's entry (main.tsx) and by the tests' setup.
 */

const lastSeen = new WeakMap<EventTarget, string>();

type Listener = (this: unknown, event: Event) => unknown;

function reactOnChange(listener: Listener): Listener {
  return function (this: unknown, event: Event) {
    const field = event.currentTarget as HTMLInputElement | HTMLTextAreaElement | null;
    if (field) {
      if (event.type === 'change' && lastSeen.get(field) === field.value) return;
      lastSeen.set(field, field.value);
    }
    return listener.call(this, event);
  };
}

const previous = options.vnode;
options.vnode = (vnode: VNode) => {
  previous?.(vnode);
  // The app never passes onInput, so an input listener on these two is always a renamed onChange.
  const props = vnode.props as Record<string, unknown>;
  if ((vnode.type === 'input' || vnode.type === 'textarea') && typeof props.oninput === 'function' && !props.onchange) {
    props.oninput = props.onchange = reactOnChange(props.oninput as Listener);
  }
};
