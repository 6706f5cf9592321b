import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

const sources = fileURLToPath(new URL('../', import.meta.url));

/** Every word written in a string of the app's sources that could be a class name. */
function writtenClasses(): string[] {
  const files = readdirSync(sources, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
  const words = new Set<string>();
  for (const file of files) {
    const text = readFileSync(join(sources, file), 'utf8');
    for (const [, , body] of text.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
      for (const word of body!.split(/\s+/)) {
        if (/^[!@a-z0-9[-][^'"`{}()<>,;]*$/.test(word) && word.length > 1) words.add(word);
      }
    }
  }
  return [...words];
}

describe('cn', () => {
  it('joins class names, leaving out the empty and false ones', () => {
    expect(cn('flex', false, undefined, null, '', { 'gap-2': true, hidden: false }, ['p-4'])).toBe('flex gap-2 p-4');
  });

  it("lets a later class override an earlier one of the same kind, per variant, and keeps what it doesn't know", () => {
    expect(cn('rounded-lg p-4 px-2 text-sm text-ink hover:bg-white', 'p-6 text-base text-danger my-class', 'hover:bg-red-50')).toBe(
      'rounded-lg p-6 text-base text-danger my-class hover:bg-red-50',
    );
    expect(cn('px-2 py-1', 'p-4 px-3')).toBe('p-4 px-3');
    expect(cn('border border-stone-200 border-l-4', 'border-2 border-danger')).toBe('border-2 border-danger');
    expect(cn('leading-tight text-sm', 'text-lg')).toBe('text-lg');
    expect(cn('md:hidden block', 'hidden')).toBe('md:hidden hidden');
  });

  // tailwind-merge is the reference: for each two classes the app writes, the one given after the
  // other wins, both stay or one drops exactly as tailwind-merge decides. A class kind that cn does
  // not know yet fails here; add it to cn.ts's tables.
  it('merges every two classes written in the app as tailwind-merge does', () => {
    const words = writtenClasses();
    const classes = words.filter((word) => twMerge(`${word} ${word}`) === word || cn(word, word) === word);
    expect(classes.length).toBeGreaterThan(300);
    // Classes under different variants (`hover:`, `md:`) never override each other in either, so
    // only classes with the same variants, in any order, are paired.
    const byVariants = new Map<string, string[]>();
    for (const name of classes) {
      const variants = name.split(':').slice(0, -1).sort().join(':');
      byVariants.set(variants, [...(byVariants.get(variants) ?? []), name]);
    }
    const differences: string[] = [];
    for (const group of byVariants.values()) {
      for (const [first, second] of group.flatMap((a) => group.map((b) => [a, b]))) {
        const pair = `${first} ${second}`;
        const expected = twMerge(pair);
        if (cn(pair) !== expected) differences.push(`${pair} -> ${expected}, not ${cn(pair)}`);
      }
    }
    expect(differences.slice(0, 50)).toEqual([]);
  }, 60_000);
});
