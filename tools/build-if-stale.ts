// `npm start`'s first step: builds the client only when its sources changed since the last build.
import { buildClient, clientBuildIsStale, DEFAULT_BUILD_DIR } from './client-build';

if (clientBuildIsStale(DEFAULT_BUILD_DIR)) {
  console.log('Building the client (its sources changed since the last build)...');
  buildClient(DEFAULT_BUILD_DIR);
} else {
  console.log('The client build is up to date (npm run build forces a rebuild).');
}
