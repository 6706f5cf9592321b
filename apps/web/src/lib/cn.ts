import { clsx, type ClassValue } from 'clsx';

/* eslint-disable lingui/no-unlocalized-strings -- Tailwind's class names and prefixes, not words */

/**
 * Joins class names and lets a later Tailwind class override an earlier one of the same kind
 * (`cn('p-4', 'px-2 p-6')` is `'px-2 p-6'`), as tailwind-merge does, for the kinds of class this
 * app uses: a table of some hundred names instead of that library's 8 KiB (gzipped) on every
 * page. A class it does not know is kept as it is, like any other unknown class. cn.test.ts checks,
 * for every pair of classes written in the app's sources, that this gives what tailwind-merge
 * gives, so a kind of class added later that this does not know yet fails that test.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  let merged = merges.get(joined);
  if (merged === undefined) {
    // The app writes a few hundred combinations; a bound keeps a page open for days from growing it.
    if (merges.size >= 1000) merges.clear();
    merged = mergeClasses(joined);
    merges.set(joined, merged);
  }
  return merged;
}

/** Each render of a component asks again for the same classes: the answers are kept. */
const merges = new Map<string, string>();

/** Each kind's name, for a whole class (`block`) or for a class's prefix (`mt-`). */
const KINDS: Record<string, string> = {};
for (const [kind, names] of Object.entries({
  display: 'block inline-block inline flex inline-flex table inline-table table-cell table-row flow-root grid inline-grid contents list-item hidden',
  position: 'static fixed absolute relative sticky',
  visibility: 'visible invisible collapse',
  sr: 'sr-only not-sr-only',
  'text-overflow': 'truncate text-ellipsis text-clip',
  'font-style': 'italic not-italic',
  'text-decoration': 'underline overline line-through no-underline',
  'text-transform': 'uppercase lowercase capitalize normal-case',
  filter: 'filter filter-none',
  'outline-w': 'outline',
  rounded: 'rounded',
  transition: 'transition',
  blur: 'blur',
  resize: 'resize',
  'border-w': 'border',
  'ring-w': 'ring',
  shadow: 'shadow',
  'backdrop-blur': 'backdrop-blur',
  container: '@container',
  shrink: 'shrink',
  grow: 'grow',
})) {
  for (const name of names.split(' ')) KINDS[name] = kind;
}

/** A length, a fraction or a size as Tailwind names one (`4`, `1/2`, `px`, `full`, `xl`, `[7px]`). */
const SIZE = /^(\d+(\.\d+)?(\/\d+)?|px|auto|full|screen|fit|min|max|none|first|last|[dsl]v[hw]|\d?xs|sm|md|lg|\d?xl|prose|\[.+\])$/;
const ANY = /^[a-z0-9[]/;

/**
 * Prefixes whose kind does not depend on the value (`mt-4`, `mt-auto`: both `mt`), with the values
 * they take. The longer of two prefixes is tried first (`max-w-` before `w-`).
 */
const PREFIXES = new Map<string, RegExp>();
for (const [values, names] of [
  [
    SIZE,
    'inset inset-x inset-y start end top right bottom left z order col-span grid-cols grid-rows basis gap gap-x gap-y ' +
      'p px py ps pe pt pr pb pl m mx my ms me mt mr mb ml space-x space-y w min-w max-w h min-h max-h size opacity ' +
      'duration delay line-clamp underline-offset outline-offset scale scale-x scale-y translate-x translate-y rotate columns',
  ],
  [/^(auto|hidden|clip|visible|scroll)$/, 'overflow overflow-x overflow-y'],
  [/^(\d+|\[.+\])$/, 'shrink grow'],
  [
    ANY,
    'items justify self place-items aspect appearance leading tracking whitespace break cursor animate transition ease align ' +
      'object overscroll pointer-events accent list from via to fill backdrop-blur blur select float clear box isolation',
  ],
] as const) {
  for (const name of names.split(' ')) PREFIXES.set(name, values);
}

/** Kinds that override others besides their own (`p-4` overrides an earlier `px-2`). */
const OVERRIDES: Record<string, string[]> = {
  overflow: ['overflow-x', 'overflow-y'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['start', 'end', 'right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['ps', 'pe', 'pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['ms', 'me', 'mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  rounded: ['s', 'e', 't', 'r', 'b', 'l', 'ss', 'se', 'ee', 'es', 'tl', 'tr', 'br', 'bl'].map((side) => `rounded-${side}`),
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'].map((side) => `border-w-${side}`),
  'border-w-x': ['border-w-s', 'border-w-e', 'border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'].map((side) => `border-color-${side}`),
  'border-color-x': ['border-color-s', 'border-color-e', 'border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
};

const SIDE = /^(x|y|s|e|t|r|b|l)-?/;
const FONT_SIZES = /^(base|xs|sm|md|lg|\d?xl|\[length:.*|\[\d.*)$/;
const LINE_STYLES = /^(solid|dashed|dotted|double|hidden|none)$/;
const SHADOW_SIZES = /^(2xs|xs|sm|md|lg|xl|2xl|none|inner)$/;
/** A width as Tailwind writes one: nothing (`border`), a number (`border-2`) or a length (`border-[3px]`). */
const isWidth = (value: string) => value === '' || /^\d+$|^\[(length:|\d)/.test(value);

/** The kind of one class without its variants (`mt-4`: `mt`), or undefined when it is not known. */
function kindOf(name: string): string | undefined {
  // An arbitrary property (`[overflow-wrap:anywhere]`) is of its property's kind.
  if (name.startsWith('[')) return /^\[([a-z-]+):/.exec(name)?.[1];
  const base = name.replace(/^-/, '');
  if (KINDS[base]) return KINDS[base];
  const dash = base.indexOf('-');
  if (dash < 0) return undefined;
  for (let end = base.lastIndexOf('-'); end > 0; end = base.lastIndexOf('-', end - 1)) {
    const prefix = base.slice(0, end);
    const values = PREFIXES.get(prefix);
    if (values) return values.test(base.slice(end + 1)) ? prefix : undefined;
  }
  const prefix = base.slice(0, dash);
  const value = base.slice(dash + 1);
  switch (prefix) {
    case 'text':
      if (/^(left|center|right|justify|start|end)$/.test(value)) return 'text-align';
      if (/^(wrap|nowrap|balance|pretty)$/.test(value)) return 'text-wrap';
      return FONT_SIZES.test(value) ? 'font-size' : 'text-color';
    case 'font':
      return /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/.test(value) ? 'font-weight' : 'font-family';
    case 'bg':
      return /^(none|linear-|radial|conic)/.test(value) ? 'bg-image' : 'bg-color';
    case 'border': {
      if (value === 'collapse' || value === 'separate') return 'border-collapse';
      if (LINE_STYLES.test(value)) return 'border-style';
      const side = SIDE.exec(value);
      // `border-t`, `border-t-2` and `border-t-red-300` are the top side's width and colour.
      if (side && (side[0] === value || side[0].endsWith('-'))) {
        return isWidth(value.slice(side[0].length)) ? `border-w-${side[1]}` : `border-color-${side[1]}`;
      }
      return isWidth(value) ? 'border-w' : 'border-color';
    }
    case 'rounded':
      return /^(s|e|t|r|b|l|ss|se|ee|es|tl|tr|br|bl)(-|$)/.exec(value) ? `rounded-${value.split('-')[0]}` : 'rounded';
    case 'ring':
      return value === 'inset' ? 'ring-inset' : isWidth(value) ? 'ring-w' : 'ring-color';
    case 'shadow':
      return SHADOW_SIZES.test(value) ? 'shadow' : 'shadow-color';
    case 'outline':
      return LINE_STYLES.test(value) ? 'outline-style' : isWidth(value) ? 'outline-w' : 'outline-color';
    case 'divide':
      return /^(x|y)(-|$)/.test(value) ? `divide-${value[0]}` : 'divide-color';
    case 'stroke':
      return /^(\d+|\[(length:|number:|\d))/.test(value) ? 'stroke-w' : 'stroke';
    case 'flex':
      if (/^(row|col)/.test(value)) return 'flex-direction';
      if (/^(wrap|nowrap|wrap-reverse)$/.test(value)) return 'flex-wrap';
      return /^(\d+|auto|initial|none|\[.+\])$/.test(value) ? 'flex' : undefined;
    case 'resize':
      return 'resize';
    default:
      return undefined;
  }
}

/**
 * Keeps of each kind of class, per variant (`hover:`, `md:`), only the last, and of a kind that
 * overrides others (`p`) none of those before it (`px`, `pt`...). Classes are read from the end.
 */
function mergeClasses(classList: string): string {
  const overridden = new Set<string>();
  const kept: string[] = [];
  const names = classList.trim().split(/\s+/);
  for (let index = names.length - 1; index >= 0; index -= 1) {
    const name = names[index]!;
    // Variants are everything before the last colon outside brackets (`[&_svg]:size-4`).
    const split = /^((?:(?:[^:[]|\[[^\]]*\])*:)*)(.*)$/.exec(name)!;
    let base = split[2]!;
    let variants = split[1]!;
    if (base.startsWith('!') || base.endsWith('!')) {
      base = base.replace(/^!|!$/g, '');
      variants += '!';
    }
    // A slash outside brackets ends the class proper: `text-ink/90` is of the kind of `text-ink`.
    const kind = kindOf(/^((?:[^/[]|\[[^\]]*\])*)/.exec(base)![1]!);
    if (kind) {
      if (overridden.has(variants + kind)) continue;
      overridden.add(variants + kind);
      for (const other of OVERRIDES[kind] ?? []) overridden.add(variants + other);
    }
    kept.push(name);
  }
  return kept.reverse().join(' ');
}
