/**
 * Words people read come from the catalogues (decision 0021). `formatjs/no-literal-string-in-jsx`
 * finds them in JSX; this rule finds the rest: a string or template of the web app that holds a
 * run of words ("Failed to load", `${name} is told why.`) outside the places a word is not read
 * by anyone (imports, object keys, CSS, errors thrown for developers, the console).
 */

/** Two words with a space between them: a text someone reads. */
const words = /[A-Za-z]{2,} [A-Za-z]{2,}/;

/** JSX attributes that hold no words people read. */
const quietAttributes = new Set([
  'className',
  'rel',
  'target',
  'style',
  'href',
  'id',
  'type',
  'autoComplete',
  'inputMode',
  'role',
  'lang',
  'sizes',
  'media',
]);

/** Object keys whose values are CSS (styles, theme fonts), not words. */
const cssKey = /^(font|border|box|grid|transition|background|margin|padding|outline)/;

const isConsoleCall = (node) =>
  node?.type === 'CallExpression' &&
  node.callee.type === 'MemberExpression' &&
  node.callee.object.type === 'Identifier' &&
  node.callee.object.name === 'console';

/** Whether the string at `node` is one nobody reads. */
function quiet(start) {
  // `a ? 'x' : 'y'` and `a || 'x'` are read where the whole expression goes.
  let node = start;
  while (['ConditionalExpression', 'LogicalExpression'].includes(node.parent.type)) {
    node = node.parent;
  }
  const parent = node.parent;
  switch (parent.type) {
    case 'ImportDeclaration':
    case 'ExportNamedDeclaration':
    case 'ExportAllDeclaration':
    case 'ImportExpression':
    case 'TSLiteralType':
      return true;
    case 'Property':
      return (
        parent.key === node || (parent.key.type === 'Identifier' && cssKey.test(parent.key.name))
      );
    case 'JSXAttribute':
      return quietAttributes.has(parent.name.name);
    case 'NewExpression':
      return parent.callee.type === 'Identifier' && parent.callee.name === 'Error';
    default:
      return isConsoleCall(parent);
  }
}

export default {
  rules: {
    'no-words': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          words:
            'Words people read come from the catalogues (decision 0021): "{{text}}". Use t(…) with a key of apps/web/src/i18n.',
        },
      },
      create(context) {
        const check = (node, text) => {
          if (!words.test(text) || quiet(node)) return;
          context.report({ node, messageId: 'words', data: { text: text.trim().slice(0, 60) } });
        };
        return {
          Literal(node) {
            if (typeof node.value === 'string') check(node, node.value);
          },
          TemplateLiteral(node) {
            // Each fixed part on its own: `${a} ${b}` holds no words of its own.
            const worded = node.quasis.find((quasi) => words.test(quasi.value.cooked ?? ''));
            if (worded) check(node, worded.value.cooked);
          },
        };
      },
    },
  },
};
