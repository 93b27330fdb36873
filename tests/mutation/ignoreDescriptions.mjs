// A StrykerJS ignorer for the two kinds of code in machines/ that are not
// behaviour, so changing them is an equivalent mutant:
// - a state's or machine's `description`: words for Stately's editor and the
//   flows page;
// - the placeholder of an effect src/ supplies (`fromPromise(async () => {
//   throw new Error('… supplied by src/app') })`, or a harmless default such
//   as `fromPromise(async () => [])` in setup's `actors`): the real one
//   replaces it with .provide(), and the model tests stub every actor.
// Everything else in machines/ is mutated.
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'descriptions', {
    shouldIgnore(path) {
      const key = path.isObjectProperty() ? path.node.key : null;
      if (
        key &&
        ((key.type === 'Identifier' && key.name === 'description') || (key.type === 'StringLiteral' && key.value === 'description'))
      ) {
        return 'a description is documentation for Stately’s editor, not behaviour';
      }
      if (path.isObjectExpression() && path.node.properties.length > 0 && path.node.properties.every(isDescription)) {
        return 'a state with nothing but its description: emptying it removes only words';
      }
      if (path.isFunction() && isPlaceholder(path.node.body)) return 'a placeholder for an effect src/ supplies';
      if (path.isObjectExpression() && path.node.properties.length > 0 && path.node.properties.every(isEffectPlaceholder)) {
        return 'effects src/ supplies, each a placeholder: the actions run by name whatever their body';
      }
      if (path.isFunction() && isActorPlaceholder(path)) return 'the default of an actor src/ supplies (the model tests stub it)';
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

/** The function given to fromPromise or fromCallback for an actor of setup's `actors`: src/ provides the real one. */
function isActorPlaceholder(path) {
  const call = path.parentPath;
  if (!call?.isCallExpression() || call.node.arguments[0] !== path.node) return false;
  const callee = call.node.callee;
  if (callee.type !== 'Identifier' || !['fromPromise', 'fromCallback'].includes(callee.name)) return false;
  const actors = call.parentPath?.parentPath?.parentPath;
  const key = actors?.isObjectProperty() ? actors.node.key : null;
  return key?.type === 'Identifier' && key.name === 'actors';
}

function isDescription(property) {
  const key = property.type === 'ObjectProperty' ? property.key : null;
  return (key?.type === 'Identifier' && key.name === 'description') || (key?.type === 'StringLiteral' && key.value === 'description');
}

/** `storeSession: () => {}`: an effect named for src/ to supply (.provide()), empty here. */
function isEffectPlaceholder(property) {
  const value = property.type === 'ObjectProperty' ? property.value : null;
  return (
    (value?.type === 'ArrowFunctionExpression' || value?.type === 'FunctionExpression') &&
    value.body.type === 'BlockStatement' &&
    value.body.body.length === 0
  );
}
