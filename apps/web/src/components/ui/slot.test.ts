import { createElement, createRef, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Slot } from './slot.tsx';

describe('Slot', () => {
  it('renders its child with the classes, styles and descriptions of both, the child its own attributes', () => {
    const child = createElement('a', { href: '/home', className: 'underline', style: { color: 'red' }, 'aria-describedby': 'note', title: 'child' }, 'Home');
    const markup = renderToStaticMarkup(
      createElement(Slot, { className: 'inline-flex', style: { margin: 0, color: 'blue' }, 'aria-describedby': 'hint note', title: 'slot', children: child }),
    );
    expect(markup).toBe('<a href="/home" class="inline-flex underline" style="margin:0;color:red" aria-describedby="note hint" title="child">Home</a>');
  });

  it("runs the child's handler, then its own, and gives the element to both refs", () => {
    const calls: string[] = [];
    const childRef = createRef<HTMLElement>();
    const slotRef = vi.fn();
    const child = createElement('button', { onClick: () => calls.push('child'), ref: childRef });
    const element = Slot({ onClick: () => calls.push('slot'), onFocus: () => calls.push('focus'), ref: slotRef, children: child }) as ReactElement<{
      onClick: () => void;
      onFocus: () => void;
      ref: (node: unknown) => void;
    }>;
    element.props.onClick();
    element.props.onFocus();
    expect(calls).toEqual(['child', 'slot', 'focus']);
    const node = {} as HTMLElement;
    element.props.ref(node);
    expect(childRef.current).toBe(node);
    expect(slotRef).toHaveBeenCalledWith(node);
  });
});
