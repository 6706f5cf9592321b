/**
 * The catalogues the server loads, as `lingui compile --config lingui.server.config.ts` compiles
 * them (scripts/compile-catalogues.mjs): its own and the contract's, from lingui.config.ts. The web
 * app's build compiles the catalogues it imports itself, so none of them is compiled here.
 */
import config from './lingui.config.ts';

export default { ...config, catalogs: config.catalogs?.filter((catalog) => !catalog.path.startsWith('<rootDir>/apps/web/')) };
