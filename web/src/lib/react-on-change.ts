import { options, type VNode } from 'preact';
// Its vnode hook first: this one works on the props it has made.
import 'preact/compat';

/**
 * React's `onChange` on a text field, a text area, a slider or a date and time field runs on every
 * edit, whichever of the `input` and `change` events brings it. preact/compat makes it an `input`
 * listener alone, so a `change` with no `input` before it was lost: a password manager's or a
 * browser extension's fill, or Testing Library's `fireEvent.change`. This listens to both, and skips
 * a `change` whose value is the one already known, as React's value tracking does: for a controlled
 * field the value the app last rendered, else the one the last `input` brought. So a typed edit runs
 * the handler once, not again when the field loses the focus, and a fill after the app reset the
 * field is heard even when it brings the text typed before.
 *
 * Imported for its effect by the app's entry (main.tsx) and by the tests' setup.
 */

/** For an uncontrolled field: the value the last `input` brought. */
const lastTyped = new WeakMap<EventTarget, string>();

type Listener = (this: unknown, event: Event) => unknown;

/** `rendered`: the value prop of the render this listener belongs to (undefined when uncontrolled). */
function reactOnChange(listener: Listener, rendered: unknown): Listener {
  return function (this: unknown, event: Event) {
    const field = event.currentTarget as HTMLInputElement | HTMLTextAreaElement | null;
    if (field) {
      if (event.type === 'input') lastTyped.set(field, field.value);
      else {
        const known = rendered === undefined || rendered === null ? lastTyped.get(field) : String(rendered);
        if (known === field.value) return;
        lastTyped.set(field, field.value);
      }
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
    props.oninput = props.onchange = reactOnChange(props.oninput as Listener, props.value);
  }
};
