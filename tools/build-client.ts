// `npm run build`: the browser build (dist/public) and the server-render build (dist/public-ssr).
import { buildClient, DEFAULT_BUILD_DIR } from './client-build';

buildClient(DEFAULT_BUILD_DIR);
