import { Children, cloneElement, isValidElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';

type Props = Record<string, unknown>;

/** Every ref given, as one: a callback or object ref each gets the element. */
function composeRefs<T>(...refs: (Ref<T> | undefined)[]): Ref<T> {
  return (node: T) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/** The child's props win, except that handlers both run (the child's first), and classes, styles and descriptions add up. */
function mergeProps(slotProps: Props, childProps: Props): Props {
  const merged: Props = { ...slotProps, ...childProps };
  for (const name of Object.keys(childProps)) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[name] = (...args: unknown[]) => {
        const result: unknown = childValue(...args);
        slotValue(...args);
        return result;
      };
    } else if (name === 'style') {
      merged[name] = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === 'className') {
      merged[name] = [slotValue, childValue].filter(Boolean).join(' ');
    } else if (name === 'aria-describedby') {
      const ids = new Set([childValue, slotValue].flatMap((value) => (typeof value === 'string' ? value.split(/\s+/) : [])).filter(Boolean));
      merged[name] = ids.size > 0 ? [...ids].join(' ') : undefined;
    }
  }
  return merged;
}

/**
 * Renders its one child element with its own props merged in, as Radix's Slot does (`<Button asChild><Link /></Button>`
 * is a link styled as a button), without the weight of that package on every page.
 */
export function Slot({ children, ref, ...slotProps }: HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> }) {
  const child = Children.only(children);
  if (!isValidElement<Props>(child)) return null;
  const props = mergeProps(slotProps, child.props);
  const childRef = child.props.ref as Ref<HTMLElement> | undefined;
  if (ref) props.ref = childRef ? composeRefs(ref, childRef) : ref;
  return cloneElement(child, props);
}
