import path from 'node:path';

// Tailwind looks for its config in the working directory by default; point at it explicitly so the
// build works when Vite is started from elsewhere (e.g. by the server in middleware mode).
export default {
  plugins: {
    tailwindcss: { config: path.resolve(import.meta.dirname, 'tailwind.config.ts') },
    autoprefixer: {},
  },
};
