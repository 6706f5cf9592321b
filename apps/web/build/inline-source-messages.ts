/**
 * English needs no catalogue: Lingui's macros keep each message's English beside its id (their
 * `stripMessageField: false` in vite.config.ts), and this Babel plugin, run after them, compiles that
 * English as Lingui compiles a catalogue, so the runtime words it without a message compiler. A page in
 * English then downloads no catalogue at all, and one in another language only that language's.
 */
import type { PluginObj, types as BabelTypes } from '@babel/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

export function inlineSourceMessages({ types: t }: { types: typeof BabelTypes }): PluginObj {
  const compiled = (message: string) => t.valueToNode(compileMessage(message));
  const stringOf = (node: BabelTypes.Node | null | undefined) => (t.isStringLiteral(node) ? node.value : undefined);
  const named = (name: string) => (node: BabelTypes.Node): node is BabelTypes.ObjectProperty =>
    t.isObjectProperty(node) && t.isIdentifier(node.key, { name }) && t.isStringLiteral(node.value);
  const attribute = (name: string) => (node: BabelTypes.Node): node is BabelTypes.JSXAttribute =>
    t.isJSXAttribute(node) && t.isJSXIdentifier(node.name, { name }) && t.isStringLiteral(node.value);

  return {
    name: 'sahaya:inline-source-messages',
    visitor: {
      // A message descriptor, `{ id: "…", message: "…", values }`, as `t`, `msg` and `i18n._` get it.
      ObjectExpression(path) {
        const { properties } = path.node;
        const message = properties.find(named('message'));
        const english = stringOf(message?.value);
        if (message && english !== undefined && properties.some(named('id'))) message.value = compiled(english);
      },
      // `<Trans id="…" message="…" />`, as the `<Trans>` macro leaves it.
      JSXOpeningElement(path) {
        const { attributes } = path.node;
        const message = attributes.find(attribute('message'));
        const english = stringOf(message?.value);
        if (message && english !== undefined && attributes.some(attribute('id'))) message.value = t.jsxExpressionContainer(compiled(english));
      },
    },
  };
}
