// A StrykerJS ignorer for the two kinds of code in machines/ that are not
// behaviour, so changing them is an equivalent mutant:
// - a state's or machine's `description`: words for Stately's editor and the
//   flows page;
// - the placeholder of an effect src/ supplies (`fromPromise(async () => {
//   throw new Error('… supplied by src/app') })`): the real one replaces it
//   with .provide(), and the model tests stub it.
// Everything else in machines/ is mutated.
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'descriptions', {
    shouldIgnore(path) {
      const key = path.isObjectProperty() ? path.node.key : null;
      if (key && ((key.type === 'Identifier' && key.name === 'description') || (key.type === 'StringLiteral' && key.value === 'description'))) {
        return 'a description is documentation for Stately’s editor, not behaviour';
      }
      if (path.isFunction() && isPlaceholder(path.node.body)) return 'a placeholder for an effect src/ supplies';
      return undefined;
    },
  }),
];

/** `{ throw new Error('… supplied by src/app') }`: the body of an effect's placeholder. */
function isPlaceholder(body) {
  const statement = body.type === 'BlockStatement' && body.body.length === 1 ? body.body[0] : null;
  const thrown = statement?.type === 'ThrowStatement' ? statement.argument : null;
  const message = thrown?.type === 'NewExpression' ? thrown.arguments[0] : null;
  return message?.type === 'StringLiteral' && /supplied by src/.test(message.value);
}
