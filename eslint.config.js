import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { defaultConditionNames } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import lingui from 'eslint-plugin-lingui';
import { existsSync, readdirSync } from 'node:fs';
import { URL } from 'node:url';

const featuresDir = new URL('./apps/web/src/features', import.meta.url);
const features = existsSync(featuresDir) ? readdirSync(featuresDir) : [];
const modulesDir = new URL('./apps/server/src/modules', import.meta.url);
const modules = existsSync(modulesDir) ? readdirSync(modulesDir) : [];
/** A module's public face: its service files (`<name>.service.ts`); everything else in it is its own. */
const servicesOf = (m) => readdirSync(new URL(`./${m}/`, `${modulesDir.href}/`)).filter((f) => f.endsWith('.service.ts'));
const schemaDir = new URL('./apps/server/src/db/schema', import.meta.url);
const schemaFiles = existsSync(schemaDir) ? readdirSync(schemaDir) : [];
/**
 * Schema files whose tables belong to several modules, each module using only its own table in
 * it: reach.ts holds the notice preferences (notifications), the devices (push) and the family
 * contacts (family); dispatch.ts the volunteers' duty (people) and who was told of a request (dispatch);
 * privacy.ts the data copies, nominees and breach notices (privacy) and the access log (access-log);
 * consents.ts the consent ledger (consents) and the guardians who agree for a person (people);
 * assets.ts the equipment (assets) and its categories (asset-categories).
 */
const sharedSchemaFiles = { 'assets.ts': ['assets', 'asset-categories'], 'reach.ts': ['notifications', 'push', 'family'], 'dispatch.ts': ['dispatch', 'people'], 'privacy.ts': ['privacy', 'access-log'], 'consents.ts': ['consents', 'people'] };
const schemaFilesOf = (m) => [
  ...new Set([
    ...(schemaFiles.includes(`${m}.ts`) ? [`./${m}.ts`] : []),
    ...Object.entries(sharedSchemaFiles).filter(([, owners]) => owners.includes(m)).map(([file]) => `./${file}`),
  ]),
];
const server = (path) => `./apps/server/src/${path}`;

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': {
        // The contract is followed into its TypeScript sources, as tsc and Vite read it (its
        // package.json's "@sahaya/source" condition), not into its compiled dist/.
        typescript: { conditionNames: ['@sahaya/source', ...defaultConditionNames] },
        node: true,
      },
    },
    rules: {
      'import-x/no-cycle': 'error',
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The contract is shared by server and web, so it may depend on nothing but zod.
    files: ['packages/contract/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@sahaya/server*', '@sahaya/web*', '../../apps/*'] }],
    },
  },
  {
    files: ['apps/web/src/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Web boundaries: shared folders import no feature or app code, features never import app or each other.
      'import-x/no-restricted-paths': ['error', {
        zones: [
          { target: './apps/web/src/components', from: ['./apps/web/src/features', './apps/web/src/app'] },
          { target: './apps/web/src/lib', from: ['./apps/web/src/features', './apps/web/src/app'] },
          { target: './apps/web/src/features', from: './apps/web/src/app' },
          ...features.map((f) => ({
            target: `./apps/web/src/features/${f}`,
            from: './apps/web/src/features',
            except: [`./${f}`],
          })),
        ],
      }],
    },
  },
  {
    // Web pages branch on an error's code, never on its text, so a translated message cannot change
    // what they do; a Socket.IO handshake refusal carries its code in its data too.
    files: ['apps/web/src/**'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "BinaryExpression[operator=/^[!=]==?$/] > MemberExpression[property.name='message']",
        message: 'Branch on the failure code (readFailure(error).code from lib/api/api-error.ts), not on the message text.',
      }],
    },
  },
  {
    // Every word a person reads on a page is in a catalogue (Lingui's <Trans>, t, msg), so nothing
    // English is left on a page in another language. Strings that are not words for people (class
    // names, ids, paths, the values of a fixed set) are told apart by where they stand and by their
    // types; a code's text comes from the contract's catalogue.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.*', 'apps/web/src/lib/testing/**'],
    plugins: { lingui },
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      'lingui/no-unlocalized-strings': ['error', {
        useTsTypes: true,
        ignore: [
          // A single word of lower-case letters, digits and dashes: a key, an id, a value.
          '^[a-z0-9][a-zA-Z0-9_.:/#@?=&-]*$',
          // Paths and addresses.
          '^!?(/|\\.\\./|\\./|https?:|mailto:|tel:|data:)',
          // HTTP header names (Content-Type) and CSS (a media query, a selector, a length).
          '^[A-Z][a-z]+(-[A-Z][a-z]+)+$',
          '^\\(|^[.#\\[]|^[0-9.]+(px|rem|em|%|ms|s)$',
        ],
        ignoreNames: [
          { regex: { pattern: 'className|ClassName|^(id|key|type|name|role|variant|size|to|href|src|rel|target|method|encType|autoComplete|inputMode|pattern|accept|lang|dir|htmlFor|form|side|align|position|tone|icon|as|mode|kind|testId|data-.*|aria-(controls|describedby|labelledby|live|current|haspopup|hidden|orientation|sort|relevant|invalid|busy|pressed|expanded|selected|modal|owns))$' } },
          { regex: { pattern: '^[A-Z0-9_]+$' } },
        ],
        ignoreFunctions: [
          'cn', 'cva', 'clsx', 'twMerge', 'console.*', 'Error', '*.addEventListener', '*.removeEventListener',
          '*.querySelector', '*.querySelectorAll', '*.closest', '*.matches', 'matchMedia', 'useMediaQuery',
          'document.createElement', '*.setAttribute', '*.getAttribute', '*.removeAttribute', '*.toggleAttribute', '*.hasAttribute',
          'URLSearchParams', '*.searchParams.*', 'readCookie', 'writeCookie', 'import.meta.glob', 'new URL', 'URL',
          'navigate', 'useNavigate', '*.startsWith', '*.endsWith', '*.includes', '*.split', '*.join', '*.replace', '*.padStart',
          'Intl.*', 'new Intl.*', '*.toLocaleString', 'Symbol', 'Symbol.for', 'queryOptions', 'useQuery', 'useMutation',
          '*.dispatchEvent', 'CustomEvent', 'Event', 'Date', 'new Date', 'emit', '*.emit', '*.on', '*.off', 'socket.*',
          'logFailure', 'new Error', 'RegExp', 'new RegExp', 'structuredClone', 'endpointRoute', 'Blob', 'new Blob', 'File', 'new File',
        ],
      }],
    },
  },
  {
    files: ['apps/server/src/**'],
    // Tests build the real app and fill any table for their case; the boundaries are the server's.
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/test/**'],
    rules: {
      // Server boundaries. The folders import down the stack only (layers.test.ts measures its
      // depth): config.ts and errors.ts import no folder, lib (a toolbox) only those two, db
      // nothing of the server, plugins no module, seed and modules neither app nor main. A module
      // uses another only through its service files, and reads and writes only the tables of
      // its own schema file; a list shows a person's name through db/person-names.ts.
      'import-x/no-restricted-paths': ['error', {
        zones: [
          { target: server('config.ts'), from: server(''), except: ['./config.ts'] },
          { target: server('errors.ts'), from: server(''), except: ['./errors.ts'] },
          { target: server('lib'), from: ['db', 'plugins', 'modules', 'seed', 'cli', 'app.ts', 'main.ts', 'serve.ts'].map(server) },
          { target: server('db'), from: ['lib', 'plugins', 'modules', 'seed', 'cli', 'app.ts', 'main.ts', 'serve.ts', 'config.ts', 'errors.ts'].map(server) },
          { target: server('plugins'), from: ['modules', 'seed', 'cli', 'app.ts', 'main.ts', 'serve.ts'].map(server) },
          { target: [server('modules'), server('seed')], from: ['cli', 'app.ts', 'main.ts', 'serve.ts'].map(server) },
          { target: server('seed'), from: server('modules') },
          ...modules.map((m) => ({
            target: server(`modules/${m}`),
            from: server('modules'),
            except: [`./${m}`, ...modules.filter((o) => o !== m).flatMap((o) => servicesOf(o).map((f) => `./${o}/${f}`))],
          })),
          ...modules.map((m) => ({
            target: server(`modules/${m}`),
            from: server('db/schema'),
            except: schemaFilesOf(m),
          })),
        ],
      }],
    },
  },
  {
    files: ['e2e/**', 'bench/**', 'apps/server/src/cli/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Plain Node scripts outside TypeScript's reach.
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { URL: 'readonly', console: 'readonly', process: 'readonly' } },
  },
);
