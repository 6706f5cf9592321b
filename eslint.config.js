import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { defaultConditionNames } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import { existsSync, readdirSync } from 'node:fs';
import { URL } from 'node:url';

const featuresDir = new URL('./apps/web/src/features', import.meta.url);
const features = existsSync(featuresDir) ? readdirSync(featuresDir) : [];
const modulesDir = new URL('./apps/server/src/modules', import.meta.url);
const modules = existsSync(modulesDir) ? readdirSync(modulesDir) : [];

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
    // what they do. A Socket.IO handshake refusal carries only its text, read once in lib/socket.ts.
    files: ['apps/web/src/**'],
    ignores: ['apps/web/src/lib/socket.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "BinaryExpression[operator=/^[!=]==?$/] > MemberExpression[property.name='message']",
        message: 'Branch on the failure code (readFailure(error).code from lib/api-error.ts), not on the message text.',
      }],
    },
  },
  {
    files: ['apps/server/src/**'],
    rules: {
      // Server boundaries: a module uses another only through its service file; the shared layers
      // (plugins, lib, db) use no module.
      'import-x/no-restricted-paths': ['error', {
        zones: [
          ...['plugins', 'lib', 'db'].map((layer) => ({
            target: `./apps/server/src/${layer}`,
            from: './apps/server/src/modules',
          })),
          ...modules.map((m) => ({
            target: `./apps/server/src/modules/${m}`,
            from: './apps/server/src/modules',
            except: [`./${m}`, ...modules.filter((o) => o !== m).map((o) => `./${o}/${o}.service.ts`)],
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
